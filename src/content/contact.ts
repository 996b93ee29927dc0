import type { IconName } from '@/components/icons';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/contact-prefill';
import { localized } from '@/lib/locale';

/** A card beside the form: its icon is named by its id; a link may open in a new tab. */
type ContactCard = {
  id: IconName;
  title: string;
  text: string;
  link?: { label: string; href: string; external: boolean };
};

const en = {
  meta: {
    title: 'Contact',
    description:
      'Tell us about your processes and bottlenecks. We answer every message within 24 hours and can book a free consultation.',
  },
  eyebrow: 'Contact',
  title: "Let's talk about your automation potential",
  intro:
    'Tell us where your team loses time. We reply within 24 hours with concrete next steps — no sales pitch.',
  form: {
    heading: 'Send us a message',
    fields: {
      firstname: { label: 'First name', autoComplete: 'given-name' },
      lastname: { label: 'Last name', autoComplete: 'family-name' },
      email: { label: 'Email', autoComplete: 'email' },
      company: { label: 'Company', autoComplete: 'organization' },
      message: {
        label: 'Message',
        placeholder: 'Which processes would you like to automate?',
        maxLength: CONTACT_MESSAGE_MAX_LENGTH,
        tooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
      },
    },
    /** The messages next to a field that breaks a rule. */
    errors: {
      firstname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      emailInvalid: 'Invalid email address',
      company: 'Company is required',
      message: 'Message is required',
    },
    /** Label of the honeypot field; only bots ever see and fill it. */
    honeypotLabel: 'Leave this field empty',
    submit: 'Send message',
    sending: 'Sending...',
    requiredHint: 'All fields are required.',
    /** Where the form's data goes (shown with a link to the privacy policy). */
    privacy: {
      text: 'We send your details to HubSpot, our CRM, to answer your request.',
      link: 'Privacy policy',
      href: '/privacy',
    },
  },
  /** Sent to the forms endpoint as `context.pageName`. */
  pageName: 'Contact',
  toasts: {
    success: {
      title: 'Message sent successfully!',
      description: "Thank you for your message. We'll get back to you within 24 hours.",
    },
    failure: {
      title: 'Error sending message',
      description:
        'There was an issue sending your message. Please try again or contact us directly.',
    },
    notConfigured: {
      title: 'Error sending message',
      description: `The contact form is not connected yet. Please e-mail us at {email} — your text is still in the form.`,
    },
  },
  cardsLabel: 'Other ways to reach us',
  cards: [
    {
      id: 'email',
      title: 'Email us',
      text: 'Prefer your own mail client? Write to us directly.',
      link: { label: '{email}', href: `mailto:{email}`, external: false },
    },
    {
      id: 'response-time',
      title: 'Response time',
      text: 'We answer every message within 24 hours on business days.',
    },
    {
      id: 'demo',
      title: 'Book a demo',
      text: 'See our AI agents at work in a free 60-minute consultation.',
      link: { label: 'Book a demo', href: '{bookingUrl}', external: true },
    },
  ] satisfies ContactCard[] as ContactCard[],
};

const de: typeof en = {
  meta: {
    title: 'Kontakt',
    description:
      'Erzählen Sie uns von Ihren Prozessen und Engpässen. Wir beantworten jede Nachricht innerhalb von 24 Stunden und können ein kostenloses Beratungsgespräch vereinbaren.',
  },
  eyebrow: 'Kontakt',
  title: 'Sprechen wir über Ihr Automatisierungspotenzial',
  intro:
    'Sagen Sie uns, wo Ihr Team Zeit verliert. Wir antworten innerhalb von 24 Stunden mit konkreten nächsten Schritten, ohne Verkaufsgespräch.',
  form: {
    heading: 'Schreiben Sie uns',
    fields: {
      firstname: { label: 'Vorname', autoComplete: 'given-name' },
      lastname: { label: 'Nachname', autoComplete: 'family-name' },
      email: { label: 'E-Mail', autoComplete: 'email' },
      company: { label: 'Unternehmen', autoComplete: 'organization' },
      message: {
        label: 'Nachricht',
        placeholder: 'Welche Prozesse möchten Sie automatisieren?',
        maxLength: CONTACT_MESSAGE_MAX_LENGTH,
        tooLong: `Die Nachricht darf höchstens ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('de-DE')} Zeichen lang sein`,
      },
    },
    errors: {
      firstname: 'Bitte geben Sie Ihren Vornamen ein',
      lastname: 'Bitte geben Sie Ihren Nachnamen ein',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      company: 'Bitte geben Sie Ihr Unternehmen ein',
      message: 'Bitte geben Sie eine Nachricht ein',
    },
    honeypotLabel: 'Dieses Feld bitte leer lassen',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
    requiredHint: 'Alle Felder sind Pflichtfelder.',
    privacy: {
      text: 'Wir übermitteln Ihre Angaben an HubSpot, unser CRM, um Ihre Anfrage zu beantworten.',
      link: 'Datenschutzerklärung',
      href: '/privacy',
    },
  },
  pageName: 'Kontakt',
  toasts: {
    success: {
      title: 'Nachricht erfolgreich gesendet!',
      description:
        'Vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    },
    failure: {
      title: 'Fehler beim Senden',
      description:
        'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
    },
    notConfigured: {
      title: 'Fehler beim Senden',
      description: `Das Kontaktformular ist noch nicht angebunden. Bitte schreiben Sie uns an {email} – Ihr Text steht noch im Formular.`,
    },
  },
  cardsLabel: 'Weitere Wege zu uns',
  cards: [
    {
      id: 'email',
      title: 'Per E-Mail',
      text: 'Sie nutzen lieber Ihr eigenes E-Mail-Programm? Schreiben Sie uns direkt.',
      link: { label: '{email}', href: `mailto:{email}`, external: false },
    },
    {
      id: 'response-time',
      title: 'Antwortzeit',
      text: 'Wir beantworten jede Nachricht an Werktagen innerhalb von 24 Stunden.',
    },
    {
      id: 'demo',
      title: 'Demo buchen',
      text: 'Erleben Sie unsere KI-Agenten in einem kostenlosen 60-minütigen Beratungsgespräch.',
      link: { label: 'Demo buchen', href: '{bookingUrl}', external: true },
    },
  ],
};

/** Copy of the contact page in each language: the form, its messages, toasts and side cards. */
export const contactPage = localized({ en, de });

/** The contact page's copy in one language (the form takes it from its page). */
export type ContactFormCopy = typeof en;
