import { localized } from '@/lib/locale';

/** Copy of the page shown when a route fails for any reason but "not found". */
export const routeErrorContent = localized({
  en: {
    heading: 'Something went wrong.',
    text: 'Please reload the page or return to the home page.',
    home: 'Return to Home',
  },
  de: {
    heading: 'Etwas ist schiefgelaufen.',
    text: 'Bitte laden Sie die Seite neu oder kehren Sie zur Startseite zurück.',
    home: 'Zur Startseite',
  },
});
