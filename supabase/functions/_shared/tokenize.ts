/**
 * The one way words are read for matching, in English and German: the assistant's retrieval
 * (chat-ai) uses it for the knowledge base, the pages, the stories, the team's answers and the
 * visitor's question alike, so a word always meets itself. Words are lower case (NFKC), split at
 * anything that is not a letter or a digit; words that say nothing about what is asked (the stop
 * words of either language, `STOP_WORDS`) are left out; each remaining word is stemmed with the
 * Snowball stemmer of its language (`@orama/stemmers`: German is Snowball's German stemmer,
 * English is Porter's, the algorithm Snowball's English stemmer grew from), so "solution" and
 * "solutions", "Prozess" and "Prozesse", "Rechnung" and "Rechnungen" meet.
 *
 * Code, not a contract: it imports pinned packages (chat-ai/deno.json), like `sse.ts`.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as germanStopWords } from '@orama/stopwords/german';

export type TokenLanguage = 'en' | 'de';

/** Both languages: for text whose language is not known (a question may mix them). */
export const TOKEN_LANGUAGES: readonly TokenLanguage[] = ['en', 'de'];

const STEMMERS: Record<TokenLanguage, (word: string) => string> = {
  en: englishStemmer,
  de: germanStemmer,
};

/**
 * What Snowball's stop-word lists lack: function words, the words a visitor says around the
 * question (asking, wanting, greeting, vague words, when), and what every question to this site
 * is about ("AI", "KI").
 */
const MORE_STOP_WORDS = [
  // English
  'a either neither else ever every yet whose whether rather quite much many less least like ' +
    'onto within without among around behind beside beyond except inside near since toward ' +
    'towards upon via per plus s t whats lets get gets got let see say said know think need ' +
    'needs want wants done tell show explain describe give now just still even already really ' +
    'pretty well never always often sometimes soon today tomorrow yesterday currently actually ' +
    'basically usually typically exactly maybe please yes ok okay sure hi hello hey dear thanks ' +
    'thank something anything everything thing things kind sort lot lots ai',
  // German
  'ans beim dadurch dafür daher darin darum darüber davon dass etwa je ja nein wann warum wer ' +
    'wen wem weshalb wieso woher wohin neben seit wegen hast hattest kannst könnt konnte müssen ' +
    'darf willst möchte möchten gibt geht macht wurde unsere unserem unseren unserer unseres ' +
    'schon ganz gerade bereits immer nie oft manchmal heute morgen gestern bitte danke hallo ' +
    'gern gerne mal kurz total wirklich eigentlich leider genau ungefähr vielleicht eben halt ab ' +
    'viele sagen sag sagt erzählen erzähl erklären zeigen zeig brauche brauchen bräuchte geben ' +
    'gäbe bekomme bekommen bekommt ki',
].flatMap((list) => list.split(' '));

/**
 * Words that say nothing about what is asked, or who is asking, in either language (lower case,
 * as `words` gives them): Snowball's stop-word lists, made for the stemmers above
 * (`@orama/stopwords`), and the words above. The one list: chat-ai's name finder reads it as the
 * words a name is never made of.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...englishStopWords,
  ...germanStopWords,
  ...MORE_STOP_WORDS,
]);

/**
 * The words of a text: lower case, letters and digits only. A contraction that is a stop word
 * stays whole ("isn't", "we're": Snowball's lists hold them so, and split they would leave "isn"
 * and "re" as words of meaning); any other word is split at its apostrophes ("Northlight's" →
 * "northlight", "s").
 */
export function words(text: string): string[] {
  const found =
    text
      .normalize('NFKC')
      .toLowerCase()
      .replaceAll('’', "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];
  return found.flatMap((word) =>
    !word.includes("'") || STOP_WORDS.has(word) ? [word] : word.split("'"),
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
  return word.length >= 2 && !STOP_WORDS.has(word);
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
