import { localized } from '@/lib/locale';

const en = {
  title: 'Schedule Your Call',
  subtitle: 'Choose a time that works for you',
  frameTitle: 'Book a 15-minute call',
  maybeLater: 'Maybe Later',
  close: 'Close',
  loading: 'Loading the booking calendar…',
  notConfigured:
    'Online booking is not available right now. Send us a message and we will find a time together.',
  contactLink: { href: '/contact', label: 'Go to the contact page' },
  slow: 'The booking calendar is taking longer than expected.',
  openInNewTab: 'Open the booking page in a new tab',
  /** Names the external scheduler that receives what the visitor enters in the frame. */
  privacy: {
    text: 'The calendar is provided by HubSpot Meetings; what you enter there is processed by HubSpot.',
    link: 'Privacy policy',
    href: '/privacy',
  },
};

const de: typeof en = {
  title: 'Vereinbaren Sie Ihr Gespräch',
  subtitle: 'Wählen Sie einen passenden Termin',
  frameTitle: '15-minütiges Gespräch buchen',
  maybeLater: 'Vielleicht später',
  close: 'Schließen',
  loading: 'Der Buchungskalender wird geladen …',
  notConfigured:
    'Die Online-Buchung ist gerade nicht verfügbar. Schreiben Sie uns eine Nachricht, und wir finden gemeinsam einen Termin.',
  contactLink: { href: '/contact', label: 'Zur Kontaktseite' },
  slow: 'Der Buchungskalender braucht länger als erwartet.',
  openInNewTab: 'Buchungsseite in einem neuen Tab öffnen',
  privacy: {
    text: 'Der Kalender wird von HubSpot Meetings bereitgestellt; was Sie dort eingeben, verarbeitet HubSpot.',
    link: 'Datenschutzerklärung',
    href: '/privacy',
  },
};

/** Copy of the booking dialog ('Schedule Your Call') in each language. */
export const bookingDialog = localized({ en, de });
