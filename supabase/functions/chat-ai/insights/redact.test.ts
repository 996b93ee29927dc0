import assert from 'node:assert/strict';

import { redact } from './redact.ts';

/** Each row: what a visitor typed, and what may be recorded of it. */
const CASES: [string, string][] = [
  // e-mail addresses
  ['Write to anna.schmidt@example.com please', 'Write to [email] please'],
  ['Meine Adresse: jörg.müller@firma-gmbh.de', 'Meine Adresse: [email]'],
  // phone numbers
  ['Call me at +49 30 1234567', 'Call me at [phone]'],
  ['Rufen Sie mich an: 030/12345678', 'Rufen Sie mich an: [phone]'],
  ['my mobile is (0171) 234-5678 thanks', 'my mobile is [phone] thanks'],
  ['Tel. 0049 89 9876543', 'Tel. [phone]'],
  ['phone 4915123456789', 'phone [phone]'],
  // IBANs
  ['IBAN DE89 3704 0044 0532 0130 00 for the invoice', 'IBAN [iban] for the invoice'],
  ['Bitte an GB33BUKB20201555555555 überweisen', 'Bitte an [iban] überweisen'],
  // street addresses and postal codes
  ['We are at Hauptstraße 5, 10115 Berlin', 'We are at [address], [address]'],
  ['Unser Büro: Friedrichstr. 123 in 10117 Berlin', 'Unser Büro: [address] in [address]'],
  ['Office at 221B Baker Street, London NW1 6XE', 'Office at [address], London [address]'],
  ['Wir sitzen in der Goethestrasse 12a, 80336 München', 'Wir sitzen in der [address], [address]'],
  // URLs: the query string and fragment go, the page stays
  ['See https://example.com/offer?id=123&email=a@b.c#top', 'See https://example.com/offer'],
  ['Link: www.firma.de/angebot?kunde=4711', 'Link: www.firma.de/angebot'],
  // names after an introduction
  ['Hi, I am Anna Schmidt from Acme', 'Hi, I am [name] from Acme'],
  ["I'm Tom, what do you cost?", "I'm [name], what do you cost?"],
  ['My name is Jane Doe and I need help', 'My name is [name] and I need help'],
  ['Hallo, ich bin Jörg Müller und habe eine Frage', 'Hallo, ich bin [name] und habe eine Frage'],
  ['Mein Name ist Petra Weiß.', 'Mein Name ist [name].'],
  ['Guten Tag, ich heiße Lukas', 'Guten Tag, ich heiße [name]'],
];

/** What must stay: questions without personal data, figures and roles. */
const KEPT = [
  'How long does onboarding take, 6 months or 3 weeks?',
  'Wie schnell antworten Sie?',
  'I am interested in AI agents for 2025',
  'Ich bin Geschäftsführer eines Unternehmens mit 250 Mitarbeitenden',
  'We process 15000 invoices per year',
  'Does it work with SAP S/4HANA?',
  'Can you reduce quote generation from 8 hours to 40 minutes?',
];

Deno.test('redact removes personal data in English and German', () => {
  for (const [input, expected] of CASES) assert.equal(redact(input), expected, input);
});

Deno.test('redact keeps questions without personal data as they are', () => {
  for (const input of KEPT) assert.equal(redact(input), input);
});
