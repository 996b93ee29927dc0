/**
 * E-mail addresses, links, IBANs and phone numbers in a visitor's message, each replaced by its
 * placeholder:
 *
 * - e-mail addresses, also written "name (at) firma.de", "name[at]firma[dot]de" or
 *   "name at firma dot de";
 * - a link keeps its host and path (they say which page was meant) and loses its query string
 *   and fragment; the name in a LinkedIn or XING profile address goes too;
 * - IBANs of every country, grouped or not, in either case, when their check digits are right
 *   (`ibantools`), or, after the word "IBAN", when they have their country's length (a mistyped
 *   IBAN is still the visitor's account);
 * - phone numbers as `libphonenumber-js` finds them in text (its full metadata: valid numbers
 *   only) for Germany, Austria, Switzerland, the UK and the US, written as people write their
 *   own: international (+49, 0049, 49…), national with the trunk 0 (030 …, 0171 …, 020 …),
 *   or the ten digits of a North American number. A date or a bare figure ("15000",
 *   "22.01.2027") is none.
 */
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import { findPhoneNumbersInText, isValidPhoneNumber } from 'libphonenumber-js/max';

const LOCAL = String.raw`[\p{L}\p{N}._%+-]+`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const AT = String.raw`(?:\s*@\s*|\s*[(\[{<]\s*(?:at|ät|@)\s*[)\]}>]\s*)`;
const DOT = String.raw`(?:\.|\s*[(\[{<]\s*(?:dot|punkt)\s*[)\]}>]\s*)`;
const EMAIL = new RegExp(
  `${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,}(?![\\p{L}\\p{N}])`,
  'giu',
);
/** "anna at firma dot de": the words "at" and "dot" both, or it is a sentence. */
const SPOKEN_DOT = String.raw`\s+(?:dot|punkt)\s+`;
const SPOKEN_EMAIL = new RegExp(
  String.raw`${LOCAL}\s+(?:at|ät)\s+${LABEL}(?:${SPOKEN_DOT}${LABEL})*${SPOKEN_DOT}\p{L}{2,}(?![\p{L}\p{N}])`,
  'giu',
);

/** A link with a scheme or "www.", or a bare domain with a path, then its query or fragment. */
const URL_QUERY = new RegExp(
  String.raw`((?:\bhttps?://|\bwww\.)[^\s?#]+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/[^\s?#]*)` +
    String.raw`[?#]\S*`,
  'giu',
);
const PROFILE = /\b((?:linkedin\.com\/(?:in|pub)|xing\.com\/profile)\/)[^\s/?#]+/giu;

/** Two letters, two check digits, then the account: what may be an IBAN. */
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,32}/giu;
const IBAN_LENGTHS = getCountrySpecifications();

const PHONE_REGIONS = ['DE', 'AT', 'CH', 'GB', 'US'] as const;
/** Seven digits, with at most three other characters between two: all a phone number needs. */
const SEVEN_DIGITS = /\d(?:\D{0,3}\d){6}/u;
const DATE = /^\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})$|^\d{4}-\d{2}-\d{2}$/u;

type Span = { start: number; end: number };

export function replaceSpans(text: string, spans: Span[], placeholder: string): string {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of sorted) {
    if (span.start < at) {
      if (span.end > at) at = span.end;
      continue;
    }
    out += text.slice(at, span.start) + placeholder;
    at = span.end;
  }
  return out + text.slice(at);
}

export function redactEmails(text: string): string {
  if (!/@|\b(?:at|ät)\b/iu.test(text)) return text;
  return text.replace(EMAIL, '[email]').replace(SPOKEN_EMAIL, '[email]');
}

export function redactLinks(text: string): string {
  if (!/[/.]/.test(text)) return text;
  return text.replace(PROFILE, '$1[name]').replace(URL_QUERY, '$1');
}

export function redactIbans(text: string): string {
  const spans: Span[] = [];
  for (const match of text.matchAll(IBAN_CANDIDATE)) {
    const country = match[0].slice(0, 2).toUpperCase();
    const length = IBAN_LENGTHS[country]?.chars;
    if (!length) continue;
    // A candidate runs on into the next word ("… 02 Kontoinhaber"): cut at the country's length.
    let taken = 0;
    let end = 0;
    while (end < match[0].length && taken < length) {
      if (match[0][end] !== ' ') taken++;
      end++;
    }
    const iban = match[0].slice(0, end).replace(/ /g, '').toUpperCase();
    const labelled = /\bIBAN\s*:?\s*$/iu.test(text.slice(0, match.index));
    if (taken === length && (labelled || isValidIBAN(iban))) {
      spans.push({ start: match.index ?? 0, end: (match.index ?? 0) + end });
    }
  }
  return spans.length > 0 ? replaceSpans(text, spans, '[iban]') : text;
}

type FoundNumber = ReturnType<typeof findPhoneNumbersInText>[number];

/**
 * A number as people write their own: international (+49, 0049, or its country code without the
 * plus: 4915123456789), national with the trunk 0, or the ten digits of a North American number.
 */
function writtenAsPhone(written: string, found: FoundNumber): boolean {
  const lead = written.replace(/^[\s(]+/, '');
  if (DATE.test(written.trim())) return false;
  if (lead.startsWith('+') || lead.startsWith('0')) return true;
  if (isValidPhoneNumber(`+${written.replace(/\D/g, '')}`)) return true;
  const { countryCallingCode, nationalNumber } = found.number;
  return countryCallingCode === '1' && nationalNumber.length === 10;
}

export function redactPhones(text: string): string {
  if (!SEVEN_DIGITS.test(text)) return text;
  const spans: Span[] = [];
  for (const region of PHONE_REGIONS) {
    for (const found of findPhoneNumbersInText(text, { defaultCountry: region })) {
      const written = text.slice(found.startsAt, found.endsAt);
      if (writtenAsPhone(written, found)) spans.push({ start: found.startsAt, end: found.endsAt });
    }
  }
  return spans.length > 0 ? replaceSpans(text, spans, '[phone]') : text;
}
