import { localized } from '@/lib/locale';

/** Copy of the not-found page (unknown paths, and stories that do not exist or are not published). */
export const notFoundContent = localized({
  en: {
    /** Page title and description (the page is never indexed). */
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    heading: '404',
    message: 'Oops! Page not found',
    home: 'Return to Home',
    /** The line logged to the console, followed by the path the visitor asked for. */
    logMessage: '404 Error: User attempted to access non-existent route:',
  },
  de: {
    title: 'Seite nicht gefunden',
    description: 'Die gesuchte Seite gibt es nicht.',
    heading: '404',
    message: 'Hoppla! Diese Seite gibt es nicht',
    home: 'Zur Startseite',
    logMessage: '404 Error: User attempted to access non-existent route:',
  },
});
