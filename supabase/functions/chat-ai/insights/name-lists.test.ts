import assert from 'node:assert/strict';

import { CAPITALISED_GIVEN_NAMES, GIVEN_NAMES, SURNAMES, TOWNS } from './name-lists.ts';

Deno.test('the name lists hold the German and English market, lower-cased', () => {
  assert.ok(GIVEN_NAMES.size > 4000, `${GIVEN_NAMES.size} given names`);
  assert.ok(CAPITALISED_GIVEN_NAMES.size > 20000, `${CAPITALISED_GIVEN_NAMES.size} English names`);
  assert.ok(SURNAMES.size > 2000, `${SURNAMES.size} surnames`);
  // faker's German locales, and the older German names only the second package knows
  for (const name of [
    'anna',
    'thomas',
    'jürgen',
    'heike',
    'thorsten',
    'ulrike',
    'emily',
    'james',
  ]) {
    assert.ok(GIVEN_NAMES.has(name), name);
  }
  for (const name of ['priya', 'ravi', 'aisha']) assert.ok(CAPITALISED_GIVEN_NAMES.has(name), name);
  for (const name of ['müller', 'schmidt', 'hoffmann', 'smith'])
    assert.ok(SURNAMES.has(name), name);
  for (const town of ['münchen', 'wien', 'zürich', 'frankfurt am main']) {
    assert.ok(TOWNS.has(town), town);
  }
});
