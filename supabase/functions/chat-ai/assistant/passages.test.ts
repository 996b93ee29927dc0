import assert from 'node:assert/strict';

import { excerpt, questionGroups, searchPassages } from './passages.ts';

const headingFor = (question: string, language: 'en' | 'de') =>
  searchPassages(question, language)?.passage.heading;

Deno.test('paraphrases meet the words the pages use', () => {
  // "half a year" is the page's "6 months"; "new employees" its "new-hire onboarding".
  const groups = questionGroups('Our new employees need half a year').map((g) => [...g]);
  assert.ok(groups.some((g) => g.includes('onboard')));
  assert.ok(groups.some((g) => g.includes('month')));
  assert.equal(headingFor('How fast do you reply to a message?', 'en'), 'Response time');
  assert.equal(headingFor('Wie schnell antworten Sie auf Nachrichten?', 'de'), 'Antwortzeit');
});

Deno.test('German inflections and synonyms in both languages', () => {
  assert.equal(headingFor('Gibt es einen Agenten, der Richtlinien prüft?', 'de'), 'Compliance');
  assert.equal(headingFor('Something for regulatory policies?', 'en'), 'Compliance');
});

Deno.test('legal pages answer legal questions only, and only in the reply language', () => {
  assert.equal(searchPassages('Which law applies to your website?', 'en')?.passage.path, '/terms');
  assert.equal(
    searchPassages('Wo sind Sie im Handelsregister eingetragen?', 'de')?.passage.path,
    '/imprint',
  );
  const agents = searchPassages('Do you have an agent for data decisions?', 'en');
  assert.notEqual(agents?.passage.legal, true);
  assert.equal(agents?.passage.language, 'en');
});

Deno.test('words every page uses, or no page uses, do not make a fit', () => {
  assert.equal(searchPassages('Does your team work on weekends?', 'en'), undefined);
  assert.equal(searchPassages('Arbeitet Ihr Team auch am Wochenende?', 'de'), undefined);
});

Deno.test('a long passage is quoted where it answers, in its own order', () => {
  const text = [
    'To answer your enquiries and prepare offers.',
    'To operate this website securely and detect misuse.',
    'We keep each question you send to the assistant for 90 days.',
    'We delete personal data as soon as it is no longer needed.',
  ].join('\n');
  const groups = questionGroups('How long do you keep my questions?');
  assert.deepEqual(excerpt(text, groups, 1000), text.split('\n'));
  assert.deepEqual(excerpt(text, groups, 110), [
    'To answer your enquiries and prepare offers.',
    'We keep each question you send to the assistant for 90 days.',
  ]);
});
