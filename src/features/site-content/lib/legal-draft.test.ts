import { describe, expect, it } from 'vitest';

import {
  bodyProblem,
  dayProblem,
  type LegalDraft,
  legalSchema,
  legalValuesOf,
} from './legal-draft';

const imprint = [
  '## Angaben gemäß § 5 DDG',
  '{{company.address}}',
  '',
  '## Kontakt',
  '{{company.contact}}',
  '',
  '- Geschäftsführung: {{company.managing_directors}}',
  '- {{company.register}}, USt-IdNr. {{company.vat_id}}',
  '',
  'Mehr unter [der Website](https://example.com).',
].join('\n');

describe('bodyProblem', () => {
  it('takes Markdown with a heading and the known placeholders', () => {
    expect(bodyProblem(imprint, 'imprint')).toBeNull();
    expect(bodyProblem('## Daten\nWir sind {{company.name}}.', 'privacy')).toBeNull();
  });

  it('asks for a "## " heading', () => {
    expect(bodyProblem('# Titel\nText', 'terms')).toBe(
      'Der Text braucht mindestens eine Abschnittsüberschrift: eine Zeile, die mit „## “ beginnt',
    );
  });

  it('refuses raw HTML and names it', () => {
    expect(bodyProblem('## A\n<script>alert(1)</script>', 'terms')).toBe(
      'Der Text darf kein HTML enthalten (gefunden: „<script>“). Nutze Markdown statt HTML-Tags.',
    );
    expect(bodyProblem('## A\n<!-- x -->', 'terms')).toMatch(/kein HTML/);
    // A "<" that starts no tag is text.
    expect(bodyProblem('## A\n3 < 4', 'terms')).toBeNull();
  });

  it('refuses unknown placeholders and stray braces', () => {
    expect(bodyProblem('## A\n{{company.fax}}', 'terms')).toBe(
      'Unbekannter Platzhalter „{{company.fax}}“. Erlaubt sind nur die unten genannten {{company.…}}-Platzhalter.',
    );
    expect(bodyProblem('## A\n}} oder {{', 'terms')).toMatch(/^Unbekannter Platzhalter/);
  });

  it('keeps the imprint’s required placeholders, naming the missing ones', () => {
    expect(
      bodyProblem(
        imprint.replace('{{company.vat_id}}', '').replace('{{company.contact}}', ''),
        'imprint',
      ),
    ).toBe(
      'Das Impressum muss diese Platzhalter enthalten: {{company.contact}}, {{company.vat_id}}. Füge sie in den Text ein; die Angaben selbst änderst du unter „Unternehmensdaten“.',
    );
    // Other pages need none of them.
    expect(bodyProblem('## A\nText', 'privacy')).toBeNull();
  });
});

describe('dayProblem', () => {
  it('takes an empty field or a real day', () => {
    expect(dayProblem('')).toBeNull();
    expect(dayProblem('2026-12-01')).toBeNull();
    expect(dayProblem('2026-02-30')).toMatch(/^Bitte ein Datum angeben/);
  });
});

const empty: LegalDraft = {
  title_en: '',
  description_en: '',
  body_en: '',
  title_de: '',
  description_de: '',
  body_de: '',
  revised_on: '',
};

function problems(draft: LegalDraft, kind: 'privacy' | 'imprint' = 'privacy') {
  const result = legalSchema(kind).safeParse(draft);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('legalSchema', () => {
  it('asks for one complete language, and completes a started one', () => {
    expect(problems(empty)).toEqual({
      body_en: 'Titel, Beschreibung und Text auf Englisch oder Deutsch sind erforderlich',
      body_de: 'Titel, Beschreibung und Text auf Englisch oder Deutsch sind erforderlich',
    });
    expect(problems({ ...empty, title_de: 'Impressum' })).toEqual({
      description_de: 'Beschreibung ist erforderlich',
      body_de: 'Text ist erforderlich',
    });
  });

  it('takes one complete language, and says the Markdown problems beside the others', () => {
    const german = { ...empty, title_de: 'Impressum', description_de: 'Wer wir sind.' };
    expect(problems({ ...german, body_de: imprint }, 'imprint')).toEqual({});
    expect(problems({ ...german, body_de: 'Text', title_en: 'Imprint' }, 'imprint')).toMatchObject({
      body_de: expect.stringMatching(/Abschnittsüberschrift/) as string,
      description_en: 'Beschreibung ist erforderlich',
      body_en: 'Text ist erforderlich',
    });
  });

  it('makes empty fields none for the table', () => {
    expect(legalValuesOf({ ...empty, title_de: ' Impressum ' })).toMatchObject({
      title_de: 'Impressum',
      title_en: null,
      revised_on: null,
    });
  });
});
