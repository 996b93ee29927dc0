import assert from 'node:assert/strict';

import type { PublishedCaseStudy } from './case-studies.ts';
import { answers, type Hit, queryGroups, search } from './retrieval.ts';
import type { TeamAnswer } from './team-answers.ts';
import { applySiteContent } from './site-knowledge.ts';
import { seedCompanyFacts, seedFaq } from '../../_testing/site-content.ts';

// The knowledge as chat-ai writes it with the published facts and FAQ (the seed's).
applySiteContent({
  facts: seedCompanyFacts,
  faq: seedFaq,
  legal: [
    {
      kind: 'terms',
      title_en: 'Terms of Service',
      description_en: 'The terms that govern the use of the {{company.name}} website.',
      body_en:
        '## Governing law {#law}\n\nThe law of the Federal Republic of Germany applies to the use of this website.',
      title_de: 'Nutzungsbedingungen',
      description_de: 'Die Bedingungen für die Nutzung der Website von {{company.name}}.',
      body_de:
        '## Anwendbares Recht {#law}\n\nEs gilt das Recht der Bundesrepublik Deutschland; Handelsregister: {{company.register}}.',
      revised_on: null,
    },
  ],
});

/** What the best hit is, when it answers: an entry's id, a passage's heading, a story's client. */
function best(question: string, context: Parameters<typeof search>[1]): string | undefined {
  const [hit] = search(question, context);
  return answers(hit) ? describe(hit) : undefined;
}

function describe(hit: Hit): string {
  switch (hit.known.kind) {
    case 'entry':
      return `entry:${hit.known.entry.id}`;
    case 'passage':
      return `passage:${hit.known.passage.heading}`;
    case 'story':
      return `story:${hit.known.story.client}`;
    case 'team':
      return `team:${hit.known.answer.id}`;
  }
}

const text = (hit: Hit | undefined) =>
  hit?.known.kind === 'entry'
    ? hit.known.entry.answer.en + hit.known.entry.answer.de
    : hit?.known.kind === 'passage'
      ? hit.known.passage.text
      : '';

Deno.test('a question with a word nothing the assistant knows holds is not answered', () => {
  assert.equal(best('Do you audit smart contracts?', { language: 'en' }), undefined);
  assert.equal(best('Are you ISO 27001 certified?', { language: 'en' }), undefined);
  assert.equal(best('Does your team work on weekends?', { language: 'en' }), undefined);
  assert.equal(best('Arbeitet Ihr Team auch am Wochenende?', { language: 'de' }), undefined);
});

Deno.test('the text that holds most of the question answers it, not one that shares a word', () => {
  const [rollout] = search('Wie lange dauert die Einführung eines Agenten?', { language: 'de' });
  assert.ok(answers(rollout));
  assert.match(text(rollout), /Wochen/);
  assert.notEqual(describe(rollout), 'entry:faq-accuracy');

  const replies = best('Wie schnell antworten Sie auf Anfragen?', { language: 'de' });
  assert.notEqual(replies, 'passage:Process Automation Agent');

  const [consultation] = search('How long is the free consultation?', { language: 'en' });
  assert.ok(answers(consultation));
  assert.match(text(consultation), /(15|60)-minute/);
  assert.doesNotMatch(text(consultation), /Speedboat/);
});

Deno.test('synonyms of the field meet across words and languages', () => {
  const groups = queryGroups('Warenwirtschaft');
  assert.ok(groups.some((group) => group.has('erp')));
  assert.ok(queryGroups('onboarding').some((group) => group.has('einarbeitung')));
});

Deno.test('only texts in the reply language; legal pages rank like any page', () => {
  const [law] = search('Which law applies to your website?', { language: 'en' });
  assert.ok(answers(law));
  assert.equal(law.known.kind === 'passage' && law.known.passage.path, '/terms');
  for (const hit of search('Handelsregister', { language: 'de' })) {
    if (hit.known.kind === 'passage') assert.equal(hit.known.passage.language, 'de');
  }
});

const STORY: PublishedCaseStudy = {
  id: 'story-1',
  slug: 'freight',
  client: 'Nordhafen Logistik GmbH',
  title: 'Freight invoices checked automatically across 40 carriers',
  description: 'A team of five compared every carrier invoice against contracts by hand.',
  results: '15 hours of manual data entry saved per week',
  language: 'en',
  path: '/case-studies/freight',
};

const ANSWER: TeamAnswer = {
  id: 'team-1',
  question: 'Do you offer a support contract after go-live?',
  variants: ['Gibt es einen Wartungsvertrag nach dem Go-live?'],
  answer: { en: 'Yes, a monthly one.' },
  link: null,
};

Deno.test('stories and team answers are found while published, and forgotten after', () => {
  const context = { language: 'en' as const, stories: [STORY], teamAnswers: [ANSWER] };
  assert.equal(
    best('We check every carrier invoice by hand', context),
    'story:Nordhafen Logistik GmbH',
  );
  assert.equal(best('Is there a support contract once we are live?', context), 'team:team-1');
  assert.equal(
    best('Gibt es nach dem Go-live einen Wartungsvertrag?', { ...context, language: 'de' }),
    'team:team-1',
  );
  // A changed answer is used as changed; one no longer published is not found.
  const changed = { ...ANSWER, answer: { en: 'Yes, a yearly one.' } };
  const [hit] = search('Is there a support contract once we are live?', {
    ...context,
    teamAnswers: [changed],
  });
  assert.equal(hit?.known.kind === 'team' && hit.known.answer.answer.en, 'Yes, a yearly one.');
  const gone = search('Is there a support contract once we are live?', { language: 'en' });
  assert.ok(gone.every((h) => h.known.kind !== 'team'));
  const noStory = search('We check every carrier invoice by hand', { language: 'en' });
  assert.ok(noStory.every((h) => h.known.kind !== 'story'));
});

Deno.test('a question finds the pages of both languages and is answered in its own', () => {
  // Asked in English on the German site: the passage that fits best, quoted in German.
  const en = search('What does the AI Speedboat workshop cost per team?', { language: 'en' });
  const de = search('What does the AI Speedboat workshop cost per team?', { language: 'de' });
  assert.ok(de.length > 0);
  for (const hit of de) {
    if (hit.known.kind === 'passage') assert.equal(hit.known.passage.language, 'de');
  }
  // The same texts, in the same order, whichever language the reply is in.
  const place = (hit: Hit) =>
    hit.known.kind === 'passage' ? `passage:${hit.known.passage.id}` : describe(hit);
  assert.deepEqual(de.slice(0, 5).map(place), en.slice(0, 5).map(place));
  // Each text once, though both of its languages hold the question's words.
  const ids = de.map((hit) => hit.id);
  assert.equal(new Set(ids).size, ids.length);
});

Deno.test('a semantic ranking reorders the texts that answer, never makes one answer', () => {
  const question = 'How long until our first agent is live?';
  const [lexicalBest, second] = search(question, { language: 'en' }).filter(answers);
  assert.ok(lexicalBest && second);
  const fused = search(question, { language: 'en', semantic: [second.id, 'entry:founder:en'] });
  assert.equal(fused[0]?.id, second.id);
  // The founder entry holds nothing of the question: the meaning alone does not make it answer.
  const founder = fused.find((hit) => hit.id === 'entry:founder:en');
  assert.ok(founder && !answers(founder));
  // Ids the request may not use (another language's story, an unknown text) are ignored.
  const ignored = search(question, { language: 'en', semantic: ['story:x:de', 'nothing'] });
  assert.deepEqual(
    ignored.map((hit) => hit.id),
    search(question, { language: 'en' }).map((hit) => hit.id),
  );
});
