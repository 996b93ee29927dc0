/**
 * A legal page as its form holds it, the form's checks (the database's rules for its Markdown,
 * said in German at the field first) and the row the table takes.
 */
import { z } from 'zod/mini';

import type { TablesUpdate } from '@/lib/database.types';
import type { LegalKind } from '@/lib/site-content';
import { fill } from '@/lib/template';

import { siteContentCopy } from '../copy';
import type { ContentFields, ContentText } from './content-fields';
import { acrossFields, checkedText, type Problem } from './rules';

const copy = siteContentCopy.legal;
const errors = copy.errors;

export const LEGAL_FIELDS = [
  'title_en',
  'description_en',
  'body_en',
  'title_de',
  'description_de',
  'body_de',
  'revised_on',
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

export const legalFields: ContentFields<LegalField> = {
  fields: LEGAL_FIELDS,
  labels: copy.fields,
  lang: {
    title_en: 'en',
    description_en: 'en',
    body_en: 'en',
    title_de: 'de',
    description_de: 'de',
    body_de: 'de',
  },
};

export type LegalDraft = ContentText<LegalField>;

/** The company facts a legal text may name, as {{company.<name>}}. */
const PLACEHOLDERS = [
  'name',
  'legal_name',
  'city',
  'email',
  'phone',
  'vat_id',
  'register',
  'managing_directors',
  'responsible_for_content',
  'address',
  'contact',
] as const;

/** What the imprint always names: the facts § 5 DDG asks for. */
const IMPRINT_PLACEHOLDERS = ['address', 'contact', 'managing_directors', 'vat_id', 'register'];

const KNOWN = new RegExp(`\\{\\{company\\.(?:${PLACEHOLDERS.join('|')})\\}\\}`, 'g');

/** A short piece of the text around what was refused, for the message. */
const snippet = (text: string) => text.slice(0, 30).split('\n')[0] ?? '';

/**
 * The rules of a legal page's Markdown body, as the database checks them: at least one "## "
 * heading, no raw HTML (a "<" followed by a letter, "/", "!" or "?"), no "{{" or "}}" but the
 * known company placeholders, and in the imprint those of the facts the law asks for.
 */
export function bodyProblem(body: string, kind: LegalKind): Problem {
  if (body === '') return null;
  if (body.length > 60000) return errors.bodyTooLong;
  if (!/(^|\n)## +\S/.test(body)) return errors.heading;
  const html = /<[A-Za-z/!?][^>\s]*>?/.exec(body);
  if (html) return fill(errors.html, { found: snippet(html[0]) });
  const unknown = /\{\{[^{}\n]{0,40}(\}\})?|\}\}/.exec(body.replace(KNOWN, ''));
  if (unknown) return fill(errors.placeholder, { found: snippet(unknown[0]) });
  if (kind === 'imprint') {
    const missing = IMPRINT_PLACEHOLDERS.filter((name) => !body.includes(`{{company.${name}}}`));
    if (missing.length > 0) {
      return fill(errors.imprintPlaceholders, {
        missing: missing.map((name) => `{{company.${name}}}`).join(', '),
      });
    }
  }
  return null;
}

const titleProblem = (value: string): Problem => (value.length > 120 ? errors.titleTooLong : null);
const descriptionProblem = (value: string): Problem =>
  value.length > 300 ? errors.descriptionTooLong : null;

/** A day as a date field gives it (YYYY-MM-DD), or none. */
export function dayProblem(value: string): Problem {
  if (value === '') return null;
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value)
    ? null
    : errors.date;
}

const LANGUAGES = [
  ['title_en', 'description_en', 'body_en'],
  ['title_de', 'description_de', 'body_de'],
] as const;

const REQUIRED = {
  title: errors.titleRequired,
  description: errors.descriptionRequired,
  body: errors.bodyRequired,
} as const;

/**
 * The form's checks for the page `kind`: a language is complete (title, description and text) or
 * empty, at least one is complete, and each text keeps the Markdown rules.
 */
export function legalSchema(kind: LegalKind) {
  const body = checkedText((value) => bodyProblem(value, kind));
  return z
    .object({
      title_en: checkedText(titleProblem),
      description_en: checkedText(descriptionProblem),
      body_en: body,
      title_de: checkedText(titleProblem),
      description_de: checkedText(descriptionProblem),
      body_de: body,
      revised_on: checkedText(dayProblem),
    })
    .check(
      acrossFields<LegalDraft>(LEGAL_FIELDS, (values, refuse) => {
        const filled = (field: LegalField) => values[field].trim() !== '';
        const started = LANGUAGES.filter((fields) => fields.some(filled));
        if (started.length === 0) {
          refuse('body_en', errors.oneLanguage);
          refuse('body_de', errors.oneLanguage);
          return;
        }
        for (const fields of started) {
          for (const field of fields.filter((f) => !filled(f))) {
            refuse(field, REQUIRED[field.replace(/_(en|de)$/, '') as keyof typeof REQUIRED]);
          }
        }
      }),
    );
}

export type LegalValues = Pick<
  TablesUpdate<'legal_pages'>,
  | 'title_en'
  | 'description_en'
  | 'body_en'
  | 'title_de'
  | 'description_de'
  | 'body_de'
  | 'revised_on'
>;

/** A checked draft as the table takes it: an empty field is none (null). */
export function legalValuesOf(draft: LegalDraft): LegalValues {
  const text = (value: string) => value.trim() || null;
  return {
    title_en: text(draft.title_en),
    description_en: text(draft.description_en),
    body_en: text(draft.body_en),
    title_de: text(draft.title_de),
    description_de: text(draft.description_de),
    body_de: text(draft.body_de),
    revised_on: text(draft.revised_on),
  };
}
