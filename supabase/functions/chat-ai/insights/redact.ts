/**
 * Removes personal data from a visitor's question before it is recorded: e-mail addresses, phone
 * numbers, IBANs, street addresses and postal codes with their town, URLs' query strings and
 * fragments, and the name after "I am", "I'm", "my name is", "this is", "ich bin", "ich heiße",
 * "mein Name ist" (in English and German). Each becomes a placeholder in brackets, so a reader
 * still sees what kind of thing was there. It errs on the side of removing: a capitalised job
 * title after "I am" is removed like a name unless it is a known role word.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** A URL's query string and fragment (its host and path stay: they say which page was meant). */
const URL_QUERY = /\b((?:https?:\/\/|www\.)[^\s?#]+)[?#][^\s]*/giu;
/** DE89 3704 0044 0532 0130 00, GB33BUKB20201555555555 … (country, check digits, groups of 4). */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/gu;
/** A run of digits with the separators phone numbers are written with. */
const PHONE_CANDIDATE = /(?:\+|\(\+?)?\d[\d ()/.-]{5,}\d/gu;

/** Either case of the first letter: "Hauptstraße 5" and "Alte Straße 5". */
const eitherCase = (words: string) =>
  `(?:${words
    .split(' ')
    .map((w) => `[${w[0]}${w[0]?.toUpperCase()}]${w.slice(1).replace('.', '\\.')}`)
    .join('|')})`;
const STREET_WORDS_DE = eitherCase(
  'straße strasse str. weg allee platz gasse ring damm ufer chaussee steig pfad markt',
);
const STREET_WORDS_EN = eitherCase(
  'street st. road rd. avenue ave. lane drive way boulevard blvd. place square court',
);
/** "Hauptstraße 5", "Am Alten Markt 12a", "Unter den Linden 77" is caught by its postcode only. */
const STREET_DE = new RegExp(
  `(?:\\b[\\p{Lu}][\\p{L}-]*\\s+)?[\\p{L}-]*${STREET_WORDS_DE}\\s*\\d+(?: ?[a-z](?!\\p{L}))?`,
  'gu',
);
/** "221B Baker Street", "10 Downing St." */
const STREET_EN = new RegExp(
  `\\b\\d+[A-Za-z]?\\s+(?:[\\p{Lu}][\\p{L}'-]*\\s+){1,3}${STREET_WORDS_EN}(?=\\W|$)`,
  'gu',
);
/** A German (5 digits), Austrian or Swiss (4 digits) postal code and the town after it. */
const POSTCODE_TOWN =
  /\b(?:D-|A-|CH-)?\d{4,5}\s+[\p{Lu}][\p{L}-]+(?:\s+(?:am|an der|im)\s+[\p{Lu}][\p{L}-]+)?/gu;
/** A UK postcode (SW1A 2AA, EC1V 9HX). */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gu;

/** Capitalised words that say what someone is, not who: kept after "I am" / "ich bin". */
const ROLES = new Set(
  (
    'ceo cto cfo coo cio cdo head leiter leiterin geschäftsführer geschäftsführerin inhaber ' +
    'inhaberin founder gründer gründerin director direktor direktorin manager managerin ' +
    'it teamleiter teamleiterin vorstand abteilungsleiter abteilungsleiterin vp owner partner ' +
    'berater beraterin entwickler entwicklerin developer engineer ingenieur ingenieurin ' +
    'interested interessiert looking working new neu hier here from aus'
  ).split(' '),
);
const INTRODUCTION = new RegExp(
  `\\b(${[
    'my name is',
    "my name's",
    'i am',
    "i'm",
    'this is',
    'mein name ist',
    'mein name is',
    'ich heiße',
    'ich heisse',
    'ich bin',
    'hier ist',
    'hier spricht',
  ]
    .map(
      (phrase) =>
        `[${phrase[0]}${phrase[0]?.toUpperCase()}]${phrase.slice(1).replace('name', '[Nn]ame')}`,
    )
    .join('|')})\\s+((?:[\\p{Lu}][\\p{L}'-]*)(?:\\s+[\\p{Lu}][\\p{L}'-]*){0,2})`,
  'gu',
);

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** A phone number: at least 7 digits, written as phone numbers are (+…, 0…, or 9+ digits). */
function isPhone(candidate: string): boolean {
  const digits = digitCount(candidate);
  if (digits < 7 || digits > 15) return false;
  const start = candidate.replace(/^\(/, '');
  return start.startsWith('+') || start.startsWith('0') || digits >= 9;
}

export function redact(text: string): string {
  let out = text;
  out = out.replace(EMAIL, '[email]');
  out = out.replace(URL_QUERY, '$1');
  out = out.replace(IBAN, (match) => (digitCount(match) >= 10 ? '[iban]' : match));
  out = out.replace(STREET_DE, '[address]');
  out = out.replace(STREET_EN, '[address]');
  out = out.replace(POSTCODE_TOWN, '[address]');
  out = out.replace(UK_POSTCODE, '[address]');
  out = out.replace(PHONE_CANDIDATE, (match) => (isPhone(match) ? '[phone]' : match));
  out = out.replace(INTRODUCTION, (whole, lead: string, name: string) => {
    const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
    // "I am CEO", "ich bin Geschäftsführer": a role, not a name.
    if (ROLES.has(first)) return whole;
    // "I am Anna" but not a sentence's "This is Interesting": a name is not followed by a verb we
    // cannot know, so every capitalised word after an introduction goes.
    return `${lead} [name]`;
  });
  return out;
}
