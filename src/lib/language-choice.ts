import type { Locale } from './locale';

/**
 * The language a visitor chose with the language switch, remembered for the visit (the tab's
 * session storage): the German-edition hint is not offered again once a language was chosen.
 * Storage that is unavailable (private modes, blocked storage) just forgets.
 */
const KEY = 'site-language';

export function rememberLanguageChoice(locale: Locale): void {
  try {
    sessionStorage.setItem(KEY, locale);
  } catch {
    // Not remembered: the hint may be offered again, nothing else changes.
  }
}

export function chosenLanguage(): Locale | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === 'en' || value === 'de' ? value : null;
  } catch {
    return null;
  }
}
