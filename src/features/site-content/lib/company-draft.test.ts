import { describe, expect, it } from 'vitest';

import {
  COMPANY_FIELDS,
  type CompanyDraft,
  companySchema,
  companyValuesOf,
  isoDayOf,
  phoneProblem,
  urlProblem,
} from './company-draft';

const valid: CompanyDraft = {
  company_name: 'Northlight AI',
  legal_name: 'Northlight AI GmbH',
  responsible_for_content: 'Alex Example',
  email: 'hello@northlight-ai.example',
  phone: '+49 30 1234567',
  street: 'Musterstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 123456 B',
  vat_id: 'DE123456789',
  managing_directors: 'Alex Example\n\nSam Beispiel',
  linkedin_url: 'https://www.linkedin.com/company/northlight',
  xing_url: '',
  booking_url: 'https://meetings.hubspot.com/northlight',
  workshop_price_eur: '4900,50',
  workshop_dates: '12.03.2027\n2027-04-01',
  workshop_days: '2',
  workshop_participants_min: '8',
  workshop_participants_max: '12',
  workshop_use_cases: '25',
  workshop_prototypes_min: '3',
  workshop_prototypes_max: '5',
  go_live_weeks_min: '6',
  go_live_weeks_max: '8',
  integrations_count: '500',
  accuracy_percent: '99',
  professionals_trained: '500',
};

/** The message of each field the schema refuses. */
function problems(draft: CompanyDraft): Record<string, string> {
  const result = companySchema.safeParse(draft);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('phoneProblem', () => {
  it('takes the international form the database takes', () => {
    for (const phone of ['+49 30 1234567', '+49/30/1234567', '+4930-1234-567', '+1 212 5550100']) {
      expect(phoneProblem(phone)).toBeNull();
    }
  });

  it('refuses a number without the country code, with letters, double gaps or too few digits', () => {
    for (const phone of [
      '030 1234567',
      '+49 30 12345ab',
      '+49  30 1234567',
      '+49 123',
      '+0 30 1234567',
      '+49 30 1234567890123456',
    ]) {
      expect(phoneProblem(phone)).toMatch(/^Bitte die Telefonnummer international angeben/);
    }
    expect(phoneProblem('')).toBe('Telefon ist erforderlich');
  });
});

describe('urlProblem', () => {
  it('reads the address with the URL API: https, a host with a dot, no spaces', () => {
    expect(urlProblem('https://meetings.hubspot.com/x')).toBeNull();
    expect(urlProblem('meetings.hubspot.com/x')).toMatch(/https:\/\//);
    expect(urlProblem('https://localhost/x')).not.toBeNull();
    expect(urlProblem('https://exa mple.com')).not.toBeNull();
    expect(urlProblem('javascript:alert(1)')).not.toBeNull();
    expect(urlProblem('http://example.com')).not.toBeNull();
    expect(urlProblem('http://example.com', { httpsOnly: false })).toBeNull();
  });
});

describe('isoDayOf', () => {
  it('reads German and ISO days and refuses days that do not exist', () => {
    expect(isoDayOf('1.3.2027')).toBe('2027-03-01');
    expect(isoDayOf('2027-03-01')).toBe('2027-03-01');
    expect(isoDayOf('31.02.2027')).toBeNull();
    expect(isoDayOf('März 2027')).toBeNull();
  });
});

describe('companySchema', () => {
  it('takes valid facts', () => {
    expect(problems(valid)).toEqual({});
  });

  it('says in German at each field what the database would refuse', () => {
    expect(
      problems({
        ...valid,
        email: 'hello@',
        postal_code: '1',
        country_code: 'de',
        register_number: 'HRB123',
        vat_id: 'DE 123',
        managing_directors: ' ',
        linkedin_url: 'https://example.com/northlight',
        workshop_price_eur: '-5',
        workshop_dates: '12.03.2027\n30.02.2027',
        accuracy_percent: '101',
        company_name: '',
      }),
    ).toEqual({
      company_name: 'Name ist erforderlich',
      email: 'Bitte eine gültige E-Mail-Adresse angeben, z. B. name@firma.de',
      postal_code: 'Bitte eine Postleitzahl angeben (3 bis 10 Ziffern oder Großbuchstaben)',
      country_code: 'Bitte einen Ländercode aus zwei Großbuchstaben angeben, z. B. DE',
      register_number:
        'Bitte Art und Nummer angeben, z. B. HRB 123456 (Art: HRA, HRB, GnR, PR oder VR)',
      vat_id: 'Bitte die USt-IdNr. ohne Leerzeichen angeben, z. B. DE123456789',
      managing_directors: 'Bitte eine bis zehn Personen angeben, eine pro Zeile',
      linkedin_url:
        'Bitte eine Adresse auf linkedin.com angeben, z. B. https://www.linkedin.com/company/…',
      workshop_price_eur: 'Bitte einen Betrag in Euro angeben, z. B. 4900 oder 4900,50',
      workshop_dates:
        'Kein gültiges Datum: „30.02.2027“. Bitte TT.MM.JJJJ oder JJJJ-MM-TT, eines pro Zeile',
      accuracy_percent: 'Bitte eine ganze Zahl zwischen 0 und 100 angeben',
    });
  });

  it('refuses a minimum above its maximum at the maximum, also beside other problems', () => {
    expect(
      problems({ ...valid, phone: 'x', workshop_participants_min: '20', go_live_weeks_max: '5' }),
    ).toMatchObject({
      workshop_participants_max: 'Der Mindestwert darf nicht größer sein als der Höchstwert',
      go_live_weeks_max: 'Der Mindestwert darf nicht größer sein als der Höchstwert',
    });
  });
});

describe('companyValuesOf', () => {
  it('turns the form into the row: numbers, lists, ISO days, no link as null', () => {
    const values = companyValuesOf(valid);
    expect(values).toMatchObject({
      managing_directors: ['Alex Example', 'Sam Beispiel'],
      xing_url: null,
      workshop_price_eur: 4900.5,
      workshop_dates: ['2027-03-12', '2027-04-01'],
      workshop_days: 2,
      accuracy_percent: 99,
    });
    expect(Object.keys(values).sort()).toEqual([...COMPANY_FIELDS].sort());
  });
});
