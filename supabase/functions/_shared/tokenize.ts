/**
 * The one way words are read for matching, in English and German: the assistant's retrieval
 * (chat-ai) uses it for the knowledge base, the pages, the stories, the team's answers and the
 * visitor's question alike, so a word always meets itself. Words are lower case (NFKC), split at
 * anything that is not a letter or a digit; words that say nothing about what is asked (stop
 * words of either language) are left out; each remaining word is stemmed with the Snowball
 * stemmer of its language (`@orama/stemmers`: German is Snowball's German stemmer, English is
 * Porter's, the algorithm Snowball's English stemmer grew from), so "solution" and "solutions",
 * "Prozess" and "Prozesse", "Rechnung" and "Rechnungen" meet.
 *
 * Code, not a contract: it imports a pinned package (chat-ai/deno.json), like `sse.ts`.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';

export type TokenLanguage = 'en' | 'de';

/** Both languages: for text whose language is not known (a question may mix them). */
export const TOKEN_LANGUAGES: readonly TokenLanguage[] = ['en', 'de'];

const STEMMERS: Record<TokenLanguage, (word: string) => string> = {
  en: englishStemmer,
  de: germanStemmer,
};

/** Words that carry no meaning for matching, by language (lower case, as `words` gives them). */
const STOP_WORDS: Record<TokenLanguage, ReadonlySet<string>> = {
  en: new Set(
    (
      'a about after again all also am an and any are as at be been before being both but by can ' +
      'could did do does doing done during each either else ever every few for from get gets got ' +
      'had has have having he her here hers him his how i if in into is it its itself just let ' +
      'like me might more most much must my no nor not now of off on once only or other our ours ' +
      'out over own please quite rather really s same shall she should so some such t than that ' +
      'the their theirs them then there these they this those through to too under until up us ' +
      'very was we were what whats when where whether which while who whom whose why will with ' +
      'would yes yet you your yours ai ' +
      // What a visitor says around the question: asking, wanting, vague words.
      'tell show explain describe give want wants need needs know let lets something anything ' +
      'everything thing things kind sort lot lots maybe actually exactly currently basically ' +
      'usually typically already still even also hi hello hey thanks thank ok okay sure many ' +
      'often always never sometimes today'
    ).split(' '),
  ),
  de: new Set(
    (
      'aber alle allem allen aller alles als also am an ans auch auf aus bei beim bin bis bist ' +
      'bitte da dadurch dafür daher damit dann darin darum das dass dein deine dem den denn der ' +
      'des dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine ' +
      'einem einen einer eines er es etwa etwas euch euer eure eurem euren eurer für gibt hab habe ' +
      'haben hat hatte hattest hier ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in ins ' +
      'ist ja je jetzt kann kannst kein keine keinem keinen keiner können könnt könnte man mein ' +
      'meine mich mir mit muss müssen nach nein nicht noch nun nur ob oder ohne schon sehr sein ' +
      'seine sich sie sind so soll sollte sondern über um und uns unser unsere unserem unseren ' +
      'unserer unseres vom von vor wann war waren warum was weil welche welchem welchen welcher ' +
      'welches wenn wer werde werden wie wieso wir wird wo woher wohin wurde würde zu zum zur ' +
      'zwischen ki ' +
      // What a visitor says around the question: asking, wanting, vague words.
      'sagen sag sagt erzählen erzähl erklären zeigen zeig möchte möchten will wollen brauche ' +
      'brauchen bräuchte eigentlich genau mal gern gerne ungefähr vielleicht eben halt dazu ' +
      'darüber davon einmal geben gäbe hallo danke okay ab bekomme bekommen bekommt heute immer ' +
      'oft nie manchmal wirklich gerade bereits viele'
    ).split(' '),
  ),
};

/** Whether a word (lower case) is a stop word of either language. */
function isStopWord(word: string): boolean {
  return STOP_WORDS.en.has(word) || STOP_WORDS.de.has(word);
}

/** The words of a text: lower case, letters and digits only ("what's" → "what", "s"). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A word's stem in a language (the word lower case, as `words` gives it). */
export function stem(word: string, language: TokenLanguage): string {
  return STEMMERS[language](word);
}

/** A word's stems in the given languages, without repeats. */
export function stems(word: string, languages: readonly TokenLanguage[] = TOKEN_LANGUAGES) {
  return [...new Set(languages.map((language) => stem(word, language)))];
}

/** Whether a word says something: two letters or more, and no stop word. */
export function isMeaningful(word: string): boolean {
  return word.length >= 2 && !isStopWord(word);
}

/**
 * The meaningful words of a text, each as its stems in the given languages (one language when the
 * text's is known, both when not).
 */
export function tokenize(
  text: string,
  languages: readonly TokenLanguage[] = TOKEN_LANGUAGES,
): string[][] {
  return words(text)
    .filter(isMeaningful)
    .map((word) => stems(word, languages));
}

/** The stems of a text's meaningful words, without repeats. */
export function terms(
  text: string,
  languages: readonly TokenLanguage[] = TOKEN_LANGUAGES,
): Set<string> {
  return new Set(tokenize(text, languages).flat());
}
