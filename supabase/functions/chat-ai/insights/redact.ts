/**
 * Removes personal data from a visitor's question before it is recorded, in English and German:
 * e-mail addresses, the query strings and fragments of links, IBANs, phone numbers, postal
 * addresses and people's names. Each becomes a placeholder in brackets (`[email]`, `[iban]`,
 * `[phone]`, `[address]`, `[name]`), so a reader still sees what kind of thing was there;
 * everything else (figures, dates, times, versions, products, towns without a street) stays as
 * written.
 *
 * Contact data goes first (`contact-data.ts`, `addresses.ts`), so that a name next to a removed
 * address or number is seen as one (`names.ts`).
 */
import { redactAddresses } from './addresses.ts';
import {
  redactEmails,
  redactIbans,
  redactLinks,
  redactPhones,
  replaceSpans,
} from './contact-data.ts';
import { findNames } from './names.ts';

export function redact(text: string): string {
  let out = redactEmails(text);
  out = redactLinks(out);
  out = redactIbans(out);
  out = redactPhones(out);
  out = redactAddresses(out);
  return replaceSpans(out, findNames(out), '[name]');
}
