/** Which language the assistant answers in. */
import assert from 'node:assert/strict';

import { detectLanguage, replyLanguage } from './language.ts';

Deno.test('detects German and English from the words a visitor writes', () => {
  const cases: [string, 'en' | 'de' | null][] = [
    ['Habt ihr schon mal etwas für eine Versicherung gemacht?', 'de'],
    ['Wer hat die Firma gegründet?', 'de'],
    ['Und was würde so etwas ungefähr kosten?', 'de'],
    ['Wir sind eine Spedition und kommen mit den Rechnungen nicht hinterher.', 'de'],
    ['Do you have an example from the insurance sector?', 'en'],
    ['Sorry, can we continue in English? Who runs the company?', 'en'],
    ["We're drowning in freight invoices, can you help?", 'en'],
    // Too short or too mixed to tell.
    ['Workshop?', null],
    ['ROI', null],
    ['Partner?', null],
    ['Preise?', null],
    ['', null],
  ];
  for (const [text, expected] of cases) assert.equal(detectLanguage(text), expected, text);
});

Deno.test('an unclear message takes the visitor’s earlier language, then the browser’s', () => {
  const user = (content: string) => ({ role: 'user' as const, content });
  const assistant = (content: string) => ({ role: 'assistant' as const, content });
  // The latest clear message wins, whatever the browser says.
  assert.equal(replyLanguage([user('Was bietet ihr an?')], 'en'), 'de');
  assert.equal(replyLanguage([user('What do you offer?')], 'de'), 'en');
  // A switch mid-conversation is followed.
  assert.equal(
    replyLanguage(
      [user('What do you offer?'), assistant('Agents.'), user('Und was kostet das?')],
      'en',
    ),
    'de',
  );
  // "Workshop?" after German messages stays German; the assistant's own words do not count.
  assert.equal(
    replyLanguage(
      [user('Was bietet ihr an?'), assistant('We build agents.'), user('Workshop?')],
      'en',
    ),
    'de',
  );
  // Nothing clear at all: the browser's language (German for de, English otherwise).
  assert.equal(replyLanguage([user('Workshop?')], 'de'), 'de');
  assert.equal(replyLanguage([user('Workshop?')], 'en'), 'en');
  assert.equal(replyLanguage([user('Workshop?')], 'fr'), 'en');
});
