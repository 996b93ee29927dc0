import assert from 'node:assert/strict';

import { stem, terms, tokenize, words } from './tokenize.ts';

Deno.test('words are lower case, letters and digits only', () => {
  assert.deepEqual(words("What's the ROI of a 2-day Workshop?"), [
    "what's",
    'the',
    'roi',
    'of',
    'a',
    '2',
    'day',
    'workshop',
  ]);
  assert.deepEqual(words('Größe, Ärger; Übergabe'), ['größe', 'ärger', 'übergabe']);
});

Deno.test('a contraction that is a stop word stays whole, others split at the apostrophe', () => {
  assert.deepEqual(words('We’re sure it isn’t Northlight’s'), [
    "we're",
    'sure',
    'it',
    "isn't",
    'northlight',
    's',
  ]);
  assert.deepEqual(terms("isn't it? we're sure, doesn't matter"), terms('sure matter'));
});

Deno.test('every inflection of a word meets its other forms, in its language', () => {
  const same = (language: 'en' | 'de', ...forms: string[]) =>
    assert.equal(new Set(forms.map((form) => stem(form, language))).size, 1, forms.join(', '));
  same('en', 'solution', 'solutions');
  same('en', 'integration', 'integrations');
  same('en', 'reply', 'replies');
  same('en', 'onboarding', 'onboarded');
  same('de', 'prozess', 'prozesse', 'prozessen');
  same('de', 'rechnung', 'rechnungen');
  same('de', 'agent', 'agenten');
  same('de', 'mitarbeiter', 'mitarbeitende');
});

Deno.test('stop words of either language say nothing; each word is stemmed in both', () => {
  assert.deepEqual(tokenize('What is the price of a workshop?', ['en']), [['price'], ['workshop']]);
  assert.deepEqual(tokenize('Was kostet der Workshop bei Ihnen?', ['de']), [
    ['kostet'],
    ['workshop'],
  ]);
  assert.ok(terms('Prozesse und Rechnungen').has('prozess'));
  assert.ok(terms('Prozesse und Rechnungen').has('rechnung'));
});
