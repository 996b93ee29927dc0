import assert from 'node:assert/strict';

import { redact } from './redact.ts';

/** Each row: what a visitor typed, and what may be recorded of it. */
const CASES: [string, string][] = [
  // e-mail addresses, also as visitors hide them from robots
  ['Write to anna.schmidt@example.com please', 'Write to [email] please'],
  ['Meine Adresse: jörg.müller@firma-gmbh.de', 'Meine Adresse: [email]'],
  ['an info (at) mueller-bau.de schreiben', 'an [email] schreiben'],
  ['mail: s.hoffmann[at]klinik[dot]de', 'mail: [email]'],
  ['contact: emily at carter-consulting dot com', 'contact: [email]'],
  // phone numbers
  ['Call me at +49 30 1234567', 'Call me at [phone]'],
  ['Rufen Sie mich an: 030/12345678', 'Rufen Sie mich an: [phone]'],
  ['my mobile is (0171) 234-5678 thanks', 'my mobile is [phone] thanks'],
  ['Tel. 0049 89 9876543', 'Tel. [phone]'],
  ['phone 4915123456789', 'phone [phone]'],
  ['Wien: +43 (0) 662 84 22 11', 'Wien: [phone]'],
  ['Zürich 044 668 18 00', 'Zürich [phone]'],
  ['UK office 020 7946 0958', 'UK office [phone]'],
  ['my cell is (646) 340-2215', 'my cell is [phone]'],
  // IBANs: any country, grouped or not; after "IBAN" even with a mistyped check digit
  ['IBAN DE89 3704 0044 0532 0130 00 for the invoice', 'IBAN [iban] for the invoice'],
  ['Bitte an GB33BUKB20201555555555 überweisen', 'Bitte an [iban] überweisen'],
  ['IBAN: DE88 3704 0044 0532 0130 00', 'IBAN: [iban]'],
  // street addresses and postal codes
  ['We are at Hauptstraße 5, 10115 Berlin', 'We are at [address], [address]'],
  ['Unser Büro: Friedrichstr. 123 in 10117 Berlin', 'Unser Büro: [address] in [address]'],
  ['Office at 221B Baker Street, London NW1 6XE', 'Office at [address], London [address]'],
  ['Wir sitzen in der Goethestrasse 12a, 80336 München', 'Wir sitzen in der [address], [address]'],
  ['Anschrift: Konrad-Adenauer-Ring 12, D-50667 Köln', 'Anschrift: [address], [address]'],
  ['Lieferung an Am Alten Markt 5, Potsdam', 'Lieferung an [address], Potsdam'],
  ['Büro in 80331 München', 'Büro in [address]'],
  ['Send it to 350 Fifth Avenue, New York, NY 10118', 'Send it to [address], New York, [address]'],
  // URLs: the query string and fragment go, the page stays; a profile's name goes
  ['See https://example.com/offer?id=123&email=a@b.c#top', 'See https://example.com/offer'],
  ['Link: www.firma.de/angebot?kunde=4711', 'Link: www.firma.de/angebot'],
  ['Formular: firma.de/anfrage?name=Petra', 'Formular: firma.de/anfrage'],
  ['Profil: linkedin.com/in/anna-kowalski-42', 'Profil: linkedin.com/in/[name]'],
  // names after an introduction, in any case and with typographic apostrophes
  ['Hi, I am Anna Schmidt from Acme', 'Hi, I am [name] from Acme'],
  ["I'm Tom, what do you cost?", "I'm [name], what do you cost?"],
  ['I’m Thomas Berger and I run a print shop', 'I’m [name] and I run a print shop'],
  ["i'm anna kowalski, cfo at brandt", "i'm [name], cfo at brandt"],
  ['My name is Jane Doe and I need help', 'My name is [name] and I need help'],
  ['Hallo, ich bin Jörg Müller und habe eine Frage', 'Hallo, ich bin [name] und habe eine Frage'],
  ['Mein Name ist Petra Weiß.', 'Mein Name ist [name].'],
  ['Mein Name ist Dr. Sabine Hoffmann, ich leite die IT', 'Mein Name ist [name], ich leite die IT'],
  ['Guten Tag, ich heiße Lukas', 'Guten Tag, ich heiße [name]'],
  ['hey its tobias again, one more question', 'hey its [name] again, one more question'],
  ['Servus, ich bin der Sepp Huber aus Rosenheim', 'Servus, ich bin der [name] aus Rosenheim'],
  // given names that are stop words too
  ['My name is Anders Hansen, from Oslo', 'My name is [name], from Oslo'],
  ['Mein Name ist Else Krüger.', 'Mein Name ist [name].'],
  ['Please ask Mr. Allen Brooks', 'Please ask [name]'],
  // titles, roles and relations before a name
  ['Termin mit Frau Krüger am Montag?', 'Termin mit [name] am Montag?'],
  ['Please ask Mr. Daniel Nguyen', 'Please ask [name]'],
  ['I am CFO Laura Jensen and need help', 'I am CFO [name] and need help'],
  ['Meine Kollegin Priya Sharma ruft an', 'Meine Kollegin [name] ruft an'],
  ['Our Head of Operations, Marcus Webb, asked me', 'Our Head of Operations, [name], asked me'],
  // sign-offs and a first name opening the message
  ['Can we talk? Best regards, Robert Klein', 'Can we talk? Best regards, [name]'],
  ['Viele Grüße aus Wien, Johanna Pichler', 'Viele Grüße aus Wien, [name]'],
  ['Danke! LG Jonas', 'Danke! LG [name]'],
  ['Thanks a lot, Ben', 'Thanks a lot, [name]'],
  ['anna here from finance – expenses?', '[name] here from finance – expenses?'],
  ['Moin, Hauke Petersen hier aus Kiel.', 'Moin, [name] hier aus Kiel.'],
  [
    'Wann passt es?\n\nAnna Kowalski\nBrandt Logistik GmbH',
    'Wann passt es?\n\n[name]\nBrandt Logistik GmbH',
  ],
];

/** What must stay: questions without personal data, figures, dates, roles, products, towns. */
const KEPT = [
  'How long does onboarding take, 6 months or 3 weeks?',
  'Wie schnell antworten Sie?',
  'I am interested in AI agents for 2025',
  'Ich bin Geschäftsführer eines Unternehmens mit 250 Mitarbeitenden',
  'We process 15000 invoices per year',
  'Wir verarbeiten 15000 Rechnungen im Monat',
  'Wir haben 2500 Mitarbeiter an vier Standorten.',
  'Bieten Sie Monitoring 24/7 an?',
  'Können wir am 01.12.2026 starten?',
  'Im Jahr 2026 wollen wir wachsen.',
  'Am Montag 14 Uhr passt es.',
  'Wir sind auf Platz 1 bei Google.',
  'Arbeitsplatz 4.0 mit KI?',
  'Does it work with SAP S/4HANA?',
  'Can you reduce quote generation from 8 hours to 40 minutes?',
  'Can Claude Sonnet read scanned PDFs?',
  'Wir sind Zulieferer der Robert Bosch GmbH.',
  'Will it work on mobile devices?',
  'Thanks, that helps a lot!',
  'Best regards from the whole team, we will be in touch.',
  'Viele Grüße aus Stuttgart!',
  'We are based in Munich and Vienna.',
  'Unsere Kundennummern sehen aus wie KD-2024-00815.',
  'Is the price €4,900 per agent?',
  'Bieten Sie Mo–Fr Support an?',
  'Can the bot use its Alexa skills?',
  'Ich mag Claude für lange Texte.',
];

Deno.test('redact removes personal data in English and German', () => {
  const wrong = CASES.filter(([input, expected]) => redact(input) !== expected);
  assert.deepEqual(
    wrong.map(([input]) => [input, redact(input)]),
    wrong.map(([input, expected]) => [input, expected]),
  );
});

Deno.test('redact keeps questions without personal data as they are', () => {
  const changed = KEPT.filter((input) => redact(input) !== input);
  assert.deepEqual(
    changed.map((input) => redact(input)),
    changed,
  );
});
