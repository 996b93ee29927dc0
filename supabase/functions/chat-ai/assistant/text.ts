/**
 * Word handling shared by the assistant's retrieval: lower-cased words, a light stemmer for
 * English and German (so "quote", "quotes" and "quotation", or "Rechnung" and "Rechnungen", meet),
 * and the words that carry no meaning for matching.
 */

/** Words that say nothing about what the visitor wants (in both languages). */
export const STOP_WORDS = new Set(
  (
    'a ai an and are as at be been can could do does did for from how i in is it its me my of on or our ' +
    'show tell the this that these those to us we what when where which who whom why will would with ' +
    'you your yours about please any some there their they them then than so if into just also very ' +
    'much many more most have has had get got let like want need really exactly kind sort lot ' +
    'der die das ein eine einen einem einer und oder ist sind wie was wer wo wann warum für mit von ki ' +
    'zu zum zur uns unser unsere unseren unserem unserer unseres ich mir mich sie ihr ihre ihren ' +
    'ihrem ihrer ihres ihnen bitte können kann könnt gibt es ' +
    'über auf im in den dem des auch noch schon mal etwas so genau eigentlich ungefähr wir euer eure ' +
    'euch habt hat haben habe sein bei beim als aus nach dann denn dass da hier jetzt nur nicht kein ' +
    'keine man welche welcher welches diese dieser dieses würde wurde wird werden am an ans vom ' +
    'ins um bis ob'
  ).split(' '),
);

const SUFFIXES = [
  'ations',
  'ation',
  'ungen',
  'ings',
  'ing',
  'ung',
  'ers',
  'ies',
  'ern',
  'er',
  'en',
  'es',
  'ed',
  'ly',
  'e',
  's',
  'n',
];

/** A light stem: the word without one common English or German ending, at least 4 letters left. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/ß/g, 'ss');
  for (const suffix of SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 4) {
      return lower.slice(0, -suffix.length);
    }
  }
  return lower;
}

/** The words of a text, lower case, without punctuation ("what's" → "what", "s"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The stems of the meaningful words of a text. */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .map(stem);
}
