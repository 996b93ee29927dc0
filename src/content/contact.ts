import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/contact-prefill';

import { siteConfig } from './site';

/** Copy of the contact page: the form, its toasts and the side cards. */
export const contactPage = {
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
      description: `The contact form is not connected yet. Please e-mail us at ${siteConfig.email} — your text is still in the form.`,
    },
  },
  cards: [
    {
      id: 'email',
      title: 'Email us',
      text: 'Prefer your own mail client? Write to us directly.',
      link: { label: siteConfig.email, href: `mailto:${siteConfig.email}`, external: false },
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
      link: { label: 'Book a demo', href: siteConfig.externalBookingUrl, external: true },
    },
  ],
  newTabHint: '(opens in a new tab)',
} as const;

/**
 * The pages a form sent before the page's script has run leads to (never indexed): sent, or not
 * sent with the way back to the form (the browser's Back button keeps what was typed).
 */
export const contactResultPages = {
  sent: {
    meta: { title: 'Message sent', description: contactPage.toasts.success.description },
    title: contactPage.toasts.success.title,
    text: contactPage.toasts.success.description,
    links: [{ to: '/', label: 'Back to the home page' }],
  },
  notSent: {
    meta: {
      title: 'Message not sent',
      description: 'Your message could not be sent. Please try again or write to us directly.',
    },
    title: contactPage.toasts.failure.title,
    text: `Your message was not sent. Go back to the form with your browser's Back button: what you typed is still there. Check that every field is filled in and the email address is valid, then send it again, or write to us at ${siteConfig.email}.`,
    links: [
      { to: '/contact', label: 'Open the contact form' },
      { to: `mailto:${siteConfig.email}`, label: `Email ${siteConfig.email}` },
    ],
  },
} as const;
