/**
 * The company facts as their form holds them (every field as text), the form's checks (the
 * database's own CHECKs, said in German at the field first) and the row the table takes.
 */
import { z } from 'zod/mini';

import type { TablesUpdate } from '@/lib/database.types';
import { fill } from '@/lib/template';

import { siteContentCopy } from '../copy';
import type { ContentFields, ContentText } from './content-fields';
import { acrossFields, checkedText, linesOf, type Problem } from './rules';

const copy = siteContentCopy.company;
const errors = copy.errors;

export const COMPANY_FIELDS = [
  'company_name',
  'legal_name',
  'responsible_for_content',
  'email',
  'phone',
  'street',
  'postal_code',
  'city',
  'country_code',
  'register_court',
  'register_number',
  'vat_id',
  'managing_directors',
  'linkedin_url',
  'xing_url',
  'booking_url',
  'workshop_price_eur',
  'workshop_dates',
  'workshop_days',
  'workshop_participants_min',
  'workshop_participants_max',
  'workshop_use_cases',
  'workshop_prototypes_min',
  'workshop_prototypes_max',
  'go_live_weeks_min',
  'go_live_weeks_max',
  'integrations_count',
  'accuracy_percent',
  'professionals_trained',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export const companyFields: ContentFields<CompanyField> = {
  fields: COMPANY_FIELDS,
  labels: copy.fields,
};

export type CompanyDraft = ContentText<CompanyField>;

const label = (field: CompanyField) => copy.fields[field];

/** Required text of at most `max` characters. */
const requiredText =
  (field: CompanyField, max: number) =>
  (value: string): Problem =>
    value === ''
      ? fill(errors.required, { field: label(field) })
      : value.length > max
        ? fill(errors.tooLong, { field: label(field), max })
        : null;

/** A required value of the shape `pattern` (the database's CHECK), else `message`. */
const shaped =
  (field: CompanyField, pattern: RegExp, message: string) =>
  (value: string): Problem =>
    value === ''
      ? fill(errors.required, { field: label(field) })
      : pattern.test(value)
        ? null
        : message;

const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

const emailProblem = (value: string): Problem =>
  value === ''
    ? fill(errors.required, { field: label('email') })
    : value.length <= 254 && EMAIL.test(value)
      ? null
      : errors.email;

/**
 * A phone number in the international form the database takes: "+", a country code not starting
 * with 0, digits in groups separated by single spaces, slashes or hyphens; 7 to 15 digits in all.
 */
export function phoneProblem(value: string): Problem {
  if (value === '') return fill(errors.required, { field: label('phone') });
  const digits = value.replace(/\D/g, '').length;
  return /^\+[1-9][0-9]*([ /-]?[0-9]+)*$/.test(value) && digits >= 7 && digits <= 15
    ? null
    : errors.phone;
}

/**
 * A web address read with the URL API: http(s) (`httpsOnly`: https alone), a host with a dot and
 * no spaces anywhere; `host` narrows which hosts it may be on.
 */
export function urlProblem(
  value: string,
  {
    httpsOnly = true,
    host,
    message = errors.url,
  }: { httpsOnly?: boolean; host?: RegExp; message?: string } = {},
): Problem {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return message;
  }
  const protocols = httpsOnly ? ['https:'] : ['https:', 'http:'];
  if (!protocols.includes(url.protocol) || /\s/.test(value) || !url.hostname.includes('.')) {
    return message;
  }
  if (url.username || url.password) return message;
  return host && !host.test(url.hostname) ? message : null;
}

const optionalUrl = (host: RegExp, message: string) => (value: string) =>
  value === '' ? null : urlProblem(value, { host, message });

const directorsProblem = (value: string): Problem => {
  const names = linesOf(value);
  return names.length >= 1 && names.length <= 10 ? null : errors.directors;
};

/** A net price in euros, at most two decimals ("4900", "4900,50", "4900.50"), or none. */
function priceOf(value: string): number | null {
  if (!/^\d{1,8}([.,]\d{1,2})?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}
const priceProblem = (value: string): Problem =>
  value === '' || priceOf(value) !== null ? null : errors.price;

/** A day written DD.MM.YYYY or YYYY-MM-DD, as YYYY-MM-DD, or null when it is no real day. */
export function isoDayOf(value: string): string | null {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const iso = german
    ? `${german[3]}-${german[2]?.padStart(2, '0')}-${german[1]?.padStart(2, '0')}`
    : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}
function datesProblem(value: string): Problem {
  const days = linesOf(value);
  if (days.length > 24) return errors.tooManyDates;
  const wrong = days.find((day) => isoDayOf(day) === null);
  return wrong === undefined ? null : fill(errors.dates, { found: wrong });
}

/** A whole number from `min` to `max`. */
const integer =
  (field: CompanyField, min: number, max: number) =>
  (value: string): Problem => {
    if (value === '') return fill(errors.required, { field: label(field) });
    const number = Number(value);
    return /^-?\d+$/.test(value) && number >= min && number <= max
      ? null
      : fill(errors.integer, {
          min: min.toLocaleString('de-DE'),
          max: max.toLocaleString('de-DE'),
        });
  };

/** Counts without an upper limit in the database: a million is more than any page quotes. */
const MANY = 1_000_000;

/** The pairs of a minimum and a maximum: the maximum is not below the minimum. */
const RANGES = [
  ['workshop_participants_min', 'workshop_participants_max'],
  ['workshop_prototypes_min', 'workshop_prototypes_max'],
  ['go_live_weeks_min', 'go_live_weeks_max'],
] as const;

export const companySchema = z
  .object({
    company_name: checkedText(requiredText('company_name', 100)),
    legal_name: checkedText(requiredText('legal_name', 150)),
    responsible_for_content: checkedText(requiredText('responsible_for_content', 300)),
    email: checkedText(emailProblem),
    phone: checkedText(phoneProblem),
    street: checkedText(requiredText('street', 150)),
    postal_code: checkedText(
      shaped('postal_code', /^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$/, errors.postalCode),
    ),
    city: checkedText(requiredText('city', 100)),
    country_code: checkedText(shaped('country_code', /^[A-Z]{2}$/, errors.countryCode)),
    register_court: checkedText(requiredText('register_court', 100)),
    register_number: checkedText(
      shaped(
        'register_number',
        /^(HRA|HRB|GnR|PR|VR) [0-9]{1,7}( [A-Z]{1,3})?$/,
        errors.registerNumber,
      ),
    ),
    vat_id: checkedText(shaped('vat_id', /^[A-Z]{2}[0-9A-Z]{2,13}$/, errors.vatId)),
    managing_directors: checkedText(directorsProblem),
    linkedin_url: checkedText(optionalUrl(/^([a-z]{2,3}\.)?linkedin\.com$/, errors.linkedin)),
    xing_url: checkedText(optionalUrl(/^(www\.)?xing\.com$/, errors.xing)),
    booking_url: checkedText((value) =>
      value === ''
        ? fill(errors.required, { field: label('booking_url') })
        : urlProblem(value, { httpsOnly: false }),
    ),
    workshop_price_eur: checkedText(priceProblem),
    workshop_dates: checkedText(datesProblem),
    workshop_days: checkedText(integer('workshop_days', 1, 30)),
    workshop_participants_min: checkedText(integer('workshop_participants_min', 1, 500)),
    workshop_participants_max: checkedText(integer('workshop_participants_max', 1, 500)),
    workshop_use_cases: checkedText(integer('workshop_use_cases', 0, MANY)),
    workshop_prototypes_min: checkedText(integer('workshop_prototypes_min', 0, MANY)),
    workshop_prototypes_max: checkedText(integer('workshop_prototypes_max', 0, MANY)),
    go_live_weeks_min: checkedText(integer('go_live_weeks_min', 1, 104)),
    go_live_weeks_max: checkedText(integer('go_live_weeks_max', 1, 104)),
    integrations_count: checkedText(integer('integrations_count', 0, MANY)),
    accuracy_percent: checkedText(integer('accuracy_percent', 0, 100)),
    professionals_trained: checkedText(integer('professionals_trained', 0, MANY)),
  })
  .check(
    acrossFields<CompanyDraft>(COMPANY_FIELDS, (values, refuse) => {
      for (const [min, max] of RANGES) {
        const low = Number(values[min]);
        const high = Number(values[max]);
        if (values[min] !== '' && values[max] !== '' && low > high) refuse(max, errors.range);
      }
    }),
  );

export type CompanyValues = Omit<
  TablesUpdate<'company_facts'>,
  'id' | 'created_at' | 'updated_at' | 'version' | 'base_version' | 'published'
>;

/** A checked draft as the table takes it: numbers as numbers, lists as arrays, no link as null. */
export function companyValuesOf(draft: CompanyDraft): CompanyValues {
  const text = (field: CompanyField) => draft[field].trim();
  const count = (field: CompanyField) => Number(text(field));
  return {
    company_name: text('company_name'),
    legal_name: text('legal_name'),
    responsible_for_content: text('responsible_for_content'),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    postal_code: text('postal_code'),
    city: text('city'),
    country_code: text('country_code'),
    register_court: text('register_court'),
    register_number: text('register_number'),
    vat_id: text('vat_id'),
    managing_directors: linesOf(draft.managing_directors),
    linkedin_url: text('linkedin_url') || null,
    xing_url: text('xing_url') || null,
    booking_url: text('booking_url'),
    workshop_price_eur: priceOf(text('workshop_price_eur')),
    workshop_dates: linesOf(draft.workshop_dates).flatMap((day) => isoDayOf(day) ?? []),
    workshop_days: count('workshop_days'),
    workshop_participants_min: count('workshop_participants_min'),
    workshop_participants_max: count('workshop_participants_max'),
    workshop_use_cases: count('workshop_use_cases'),
    workshop_prototypes_min: count('workshop_prototypes_min'),
    workshop_prototypes_max: count('workshop_prototypes_max'),
    go_live_weeks_min: count('go_live_weeks_min'),
    go_live_weeks_max: count('go_live_weeks_max'),
    integrations_count: count('integrations_count'),
    accuracy_percent: count('accuracy_percent'),
    professionals_trained: count('professionals_trained'),
  };
}
