import { localized } from '@/lib/locale';

import { contactPage } from './contact';

/**
 * The pages a form sent before the page's script has run leads to (never indexed): sent, or not
 * sent with the way back to the form (the browser's Back button keeps what was typed).
 */
export const contactResultPages = localized({
  en: {
    sent: {
      meta: { title: 'Message sent', description: contactPage.en.toasts.success.description },
      title: contactPage.en.toasts.success.title,
      text: contactPage.en.toasts.success.description,
      links: [{ to: '/', label: 'Back to the home page' }],
    },
    notSent: {
      meta: {
        title: 'Message not sent',
        description: 'Your message could not be sent. Please try again or write to us directly.',
      },
      title: contactPage.en.toasts.failure.title,
      text: `Your message was not sent. Go back to the form with your browser's Back button: what you typed is still there. Check that every field is filled in and the email address is valid, then send it again, or write to us at {email}.`,
      links: [
        { to: '/contact', label: 'Open the contact form' },
        { to: `mailto:{email}`, label: `Email {email}` },
      ],
    },
  },
  de: {
    sent: {
      meta: { title: 'Nachricht gesendet', description: contactPage.de.toasts.success.description },
      title: contactPage.de.toasts.success.title,
      text: contactPage.de.toasts.success.description,
      links: [{ to: '/', label: 'Zurück zur Startseite' }],
    },
    notSent: {
      meta: {
        title: 'Nachricht nicht gesendet',
        description:
          'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder schreiben Sie uns direkt.',
      },
      title: contactPage.de.toasts.failure.title,
      text: `Ihre Nachricht wurde nicht gesendet. Kehren Sie mit der Zurück-Schaltfläche Ihres Browsers zum Formular zurück: Ihr Text ist noch da. Prüfen Sie, ob alle Felder ausgefüllt sind und die E-Mail-Adresse gültig ist, und senden Sie die Nachricht erneut, oder schreiben Sie uns an {email}.`,
      links: [
        { to: '/contact', label: 'Zum Kontaktformular' },
        { to: `mailto:{email}`, label: `E-Mail an {email}` },
      ],
    },
  },
});
