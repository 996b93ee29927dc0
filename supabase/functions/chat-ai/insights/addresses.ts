/**
 * Postal addresses in a visitor's message, each part replaced by "[address]":
 *
 * - a street with its house number: "Lindenstraße 14", "goethestr. 7", "Mariahilfer Straße
 *   88/2/14", "Industriestr. 40–42", "Am Seeufer 3a". Words that also end ordinary nouns
 *   ("-ring", "-platz", "-markt": "Monitoring 24/7", "Arbeitsplatz 4.0") are a street only after
 *   "Am", "Im", "An der" …, in a hyphenated name ("Konrad-Adenauer-Ring 12") or before a postal
 *   code. A house number has no decimals, percent sign or unit after it;
 * - "221B Baker Street", "350 Fifth Avenue", "1600 Amphitheatre Parkway";
 * - a P.O. box ("Postfach 10 12 34");
 * - a postal code with its town when it is one: after a street or P.O. box, with a country
 *   prefix ("D-50667 Köln"), after "PLZ" or "postcode", or before a known town of Germany,
 *   Austria or Switzerland ("80331 München"). A figure before a noun ("2500 Mitarbeiter",
 *   "15000 Rechnungen") is none;
 * - UK postcodes ("NW1 6XE") and a US state with its ZIP code (", NY 10118").
 *
 * A town without a street stays: "We are in Munich" says no more than a region.
 */
import { normalize, TOWNS } from './name-lists.ts';

const any = (words: readonly string[]) => `(?:${words.join('|')})`;
/** Street words with the first letter in either case: "Lindenstraße", "Mariahilfer Straße". */
const streetWords = (list: string) =>
  any(
    list
      .split(' ')
      .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1).replace('.', '\\.')}`),
  );

const LETTER_AFTER = String.raw`(?![\p{L}\p{N}])`;
/** "14", "3a", "88/2/14", "40–42"; not "4.0", "30 %" or "24:00". */
const HOUSE_NUMBER =
  String.raw`\d{1,4}(?: ?[a-zA-Z]${LETTER_AFTER})?` +
  String.raw`(?: ?[-–/] ?\d{1,4}[a-zA-Z]?${LETTER_AFTER})*(?![.,:]\d|\s?%)${LETTER_AFTER}`;
const SURE_STREET = streetWords(
  'straße strasse str. allee gasse chaussee ufer damm weg stieg promenade',
);
const LIKELY_STREET = streetWords(
  'ring platz markt pfad steig berg hof feld garten park tor graben kamp anger winkel wiese ' +
    'aue bogen höhe hang grund',
);
/** "Am", "An der", "Im", "Auf dem", "Zum", "Unter den", … before a street's name. */
const STREET_LEAD = any([
  'Am',
  'An der',
  'An den',
  'Im',
  'In der',
  'In den',
  'Auf der',
  'Auf dem',
  'Zum',
  'Zur',
  'Unter den',
  'Hinter der',
  'Vor dem',
  'Beim',
]);
const ARTICLES = 'Der Die Das Den Dem Ein Eine Unser Unsere Ihr Ihre Mein Meine'.split(' ');
const NOT_ARTICLE = String.raw`(?!${any(ARTICLES)}\s)`;
const CAPITALISED = String.raw`\p{Lu}[\p{L}-]*`;
const ENGLISH_STREET = any([
  'Street',
  'St\\.',
  'Road',
  'Rd\\.',
  'Avenue',
  'Ave\\.',
  'Lane',
  'Drive',
  'Way',
  'Boulevard',
  'Blvd\\.',
  'Place',
  'Square',
  'Court',
  'Parkway',
  'Terrace',
  'Crescent',
  'Close',
  'Gardens',
  'Row',
  'Highway',
  'Mews',
  'Walk',
]);
const POSTCODE_AHEAD = String.raw`(?=\s*,?\s*(?:[A-Z]{1,2}-)?\d{4,5}\s)`;

const STREETS = [
  // "Am Seeufer 3a", "Am Alten Markt 5": a lead, then a name ending like a street.
  String.raw`\b${STREET_LEAD}(?:\s+${CAPITALISED}){0,2}\s+(?:${CAPITALISED})?` +
    String.raw`(?:${SURE_STREET}|${LIKELY_STREET})\s*${HOUSE_NUMBER}`,
  // "Lindenstraße 14", "goethestr. 7", "Konrad-Adenauer-Str. 8"
  String.raw`(?<![\p{L}-])\p{L}[\p{L}-]*${SURE_STREET}\s*${HOUSE_NUMBER}`,
  // "Mariahilfer Straße 88", "Alte Allee 5"
  String.raw`\b${NOT_ARTICLE}${CAPITALISED}\s+${SURE_STREET}\s*${HOUSE_NUMBER}`,
  // "Konrad-Adenauer-Ring 12": a hyphenated name ending in a word that is not only a street's.
  String.raw`(?<![\p{L}-])\p{L}+(?:-\p{L}+)+-?${LIKELY_STREET}\s*${HOUSE_NUMBER}`,
  // "Lindenring 12, 20099 …": a name ending like a noun, before a postal code.
  String.raw`(?<![\p{L}-])\p{Lu}\p{L}*${LIKELY_STREET}\s*${HOUSE_NUMBER}${POSTCODE_AHEAD}`,
  // "221B Baker Street", "350 Fifth Avenue", "12 Queen's Road"
  String.raw`\b\d{1,5}[A-Za-z]?\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,3}${ENGLISH_STREET}(?!\p{L})`,
  // A P.O. box.
  String.raw`\b(?:Postfach|P\.? ?O\.? Box)\s+\d[\d ]{0,10}\d`,
].map((source) => new RegExp(source, 'gu'));

/** A town: "Berlin", "Osterholz-Scharmbeck", "St. Gallen", "Frankfurt am Main", "Halle (Saale)". */
const TOWN =
  String.raw`\p{L}(?:[\p{L}-]*\p{L})?(?:\.\s\p{Lu}[\p{L}-]*)?` +
  String.raw`(?:\s+(?:am|an der|an|im|in|ob der|bei)\s+\p{Lu}[\p{L}-]*)?(?:\s+\([\p{L}.]+\))?`;
const POSTCODE_TOWN = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])((?:D|DE|A|AT|CH)-)?(\d{4,5})\s+(${TOWN})`,
  'gu',
);
const AFTER_STREET = /\[address\][\s,]*(?:in\s+)?$/u;
const POSTCODE_WORD =
  /\b(?:PLZ|Postleitzahl|postcode|post code|zip(?: code)?|postal code)\s*:?\s*\d{4,5}\b/giu;
const UK_POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}\b/gu;
const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
  'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
const US_STATE_ZIP = new RegExp(
  String.raw`(,\s*)${any(US_STATES.split(' '))}\s+\d{5}(?:-\d{4})?\b`,
  'gu',
);

function isTown(words: string): boolean {
  const town = normalize(words.replace(/\s+\(.*\)$/, ''));
  return TOWNS.has(town) || TOWNS.has(town.split(/\s+/)[0] ?? '');
}

export function redactAddresses(text: string): string {
  if (!/\d/.test(text)) return text;
  let out = text;
  for (const street of STREETS) out = out.replace(street, '[address]');
  out = out.replace(POSTCODE_WORD, '[address]');
  const streets = out;
  out = out.replace(
    POSTCODE_TOWN,
    (whole: string, prefix: string | undefined, _code: string, town: string, at: number) => {
      const afterStreet = AFTER_STREET.test(streets.slice(0, at));
      return prefix !== undefined || afterStreet || isTown(town) ? '[address]' : whole;
    },
  );
  out = out.replace(UK_POSTCODE, '[address]');
  return out.replace(US_STATE_ZIP, '$1[address]');
}
