/**
 * Measures chat-ai's `redact()` (`chat-ai/insights/redact.ts`) on the corpus of visitor messages
 * (`redaction-corpus.ts`: test data, kept here beside the other test helpers and out of every
 * function's folder, so no deployed function carries it) and prints what it found: personal data
 * kept (spans not removed, per kind), business messages changed, each failure, and the time
 * redaction takes per question; it fails when the targets are missed.
 *
 * A span counts as kept when the recorded text still shows a piece of it that the rest of the
 * message does not contain: a word of a name, address, e-mail address or query string, or five
 * digits in a row of a phone number (six letters or digits of an IBAN).
 *
 * The targets: no personal data kept, at least 98 % of the business messages unchanged, and
 * well under a millisecond per question on average (the recorder redacts after the reply, in
 * the background; a reply may gain at most 5 ms from recording).
 */
import assert from 'node:assert/strict';

import {
  businessMessages,
  type PersonalKind,
  personalMessages,
  type PersonalMessage,
} from './redaction-corpus.ts';

// Imported here, not above, to time loading the module and what it imports (the cold start).
const importStarted = performance.now();
const { redact } = await import('../chat-ai/insights/redact.ts');
const importMs = performance.now() - importStarted;

const KINDS: readonly PersonalKind[] = ['email', 'phone', 'iban', 'address', 'url', 'name'];
const PLACEHOLDER = /\[(?:email|phone|iban|address|name)\]/g;
/** Forms of address that go with the name they stand before: not counted as lost. */
const TITLES = new Set(['frau', 'herr', 'herrn', 'dr', 'prof', 'med', 'dipl', 'ing', 'fam', 'mr']);

function words(text: string): Set<string> {
  return new Set(
    text
      .replace(PLACEHOLDER, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
}

/** Numbers as written (digits, or letters and digits of an IBAN, with their separators), joined. */
function numberRuns(text: string, letters: boolean): string[] {
  const run = letters ? /[\p{L}\p{N}][\p{L}\p{N} ./-]*/gu : /\d[\d ()./–-]*/gu;
  return (text.replace(PLACEHOLDER, ' ').match(run) ?? []).map((found) =>
    found.toUpperCase().replace(letters ? /[^\p{L}\p{N}]/gu : /\D/g, ''),
  );
}

function windows(value: string, size: number): string[] {
  const result: string[] = [];
  for (let i = 0; i + size <= value.length; i++) result.push(value.slice(i, i + size));
  return result;
}

/** The pieces of `span` that must not appear in the record (those the rest of `text` lacks). */
function pieces(kind: PersonalKind, span: string, text: string): string[] {
  const rest = text.replace(span, ' ');
  if (kind === 'phone' || kind === 'iban') {
    const letters = kind === 'iban';
    const size = letters ? 6 : 5;
    const elsewhere = numberRuns(rest, letters).join(' ');
    const value = numberRuns(span, letters).join('');
    return windows(value, size).filter((piece) => !elsewhere.includes(piece));
  }
  const outside = words(rest);
  return [...words(span)].filter((word) => word.length >= 2 && !outside.has(word));
}

function keptPiece(kind: PersonalKind, span: string, text: string, record: string) {
  if (kind === 'phone' || kind === 'iban') {
    const runs = numberRuns(record, kind === 'iban');
    return pieces(kind, span, text).find((piece) => runs.some((run) => run.includes(piece)));
  }
  const recorded = words(record);
  return pieces(kind, span, text).find((piece) => recorded.has(piece));
}

type Report = {
  spans: Record<PersonalKind, number>;
  kept: Record<PersonalKind, number>;
  keptFailures: string[];
  /** Personal messages that lost words outside their personal data (shown, not counted). */
  overRedacted: string[];
  changed: string[];
};

function measure(messages: readonly PersonalMessage[], business: readonly string[]): Report {
  const zero = () =>
    Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<PersonalKind, number>;
  const report: Report = {
    spans: zero(),
    kept: zero(),
    keptFailures: [],
    overRedacted: [],
    changed: [],
  };
  for (const message of messages) {
    const record = redact(message.text);
    let rest = message.text;
    for (const kind of KINDS) {
      for (const span of message.remove[kind] ?? []) {
        report.spans[kind]++;
        rest = rest.replace(span, ' ');
        const piece = keptPiece(kind, span, message.text, record);
        if (piece === undefined) continue;
        report.kept[kind]++;
        report.keptFailures.push(
          `${kind} "${span}" kept ("${piece}"):\n    ${JSON.stringify(message.text)}\n  → ${JSON.stringify(record)}`,
        );
      }
    }
    const recorded = words(record);
    const lost = [...words(rest)].filter(
      (word) => word.length >= 3 && !TITLES.has(word) && !recorded.has(word),
    );
    if (lost.length > 0) {
      report.overRedacted.push(`${JSON.stringify(message.text)}\n  → ${JSON.stringify(record)}`);
    }
  }
  for (const message of business) {
    const record = redact(message);
    if (record !== message) {
      report.changed.push(`${JSON.stringify(message)}\n  → ${JSON.stringify(record)}`);
    }
  }
  return report;
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)} %`;
}

function print(report: Report): void {
  const spans = KINDS.reduce((sum, kind) => sum + report.spans[kind], 0);
  const kept = KINDS.reduce((sum, kind) => sum + report.kept[kind], 0);
  const lines = [
    `Redaction corpus: ${personalMessages.length} messages with personal data (${spans} spans), ` +
      `${businessMessages.length} business messages`,
    `Personal data kept: ${kept} of ${spans} spans (${percent(kept, spans)})`,
    ...KINDS.map(
      (kind) => `  ${kind.padEnd(8)} ${report.kept[kind]} of ${report.spans[kind]} kept`,
    ),
    `Business messages changed: ${report.changed.length} of ${businessMessages.length} ` +
      `(${percent(report.changed.length, businessMessages.length)})`,
    `Personal messages that lost other words too: ${report.overRedacted.length}`,
  ];
  if (report.keptFailures.length > 0) lines.push('', 'Kept:', ...report.keptFailures);
  if (report.changed.length > 0) lines.push('', 'Changed:', ...report.changed);
  if (report.overRedacted.length > 0) lines.push('', 'Lost other words:', ...report.overRedacted);
  console.log(lines.join('\n'));
}

/** Milliseconds per question: the first call (which loads what redaction needs), then warm. */
function time(texts: readonly string[]) {
  const coldStart = performance.now();
  redact(texts[0] ?? '');
  const cold = performance.now() - coldStart;
  for (let round = 0; round < 3; round++) for (const text of texts) redact(text);
  const each: number[] = [];
  const rounds = 10;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const t = performance.now();
      redact(text);
      each.push(performance.now() - t);
    }
  }
  const mean = (performance.now() - started) / (rounds * texts.length);
  each.sort((a, b) => a - b);
  const at = (q: number) => each[Math.min(each.length - 1, Math.floor(q * each.length))] ?? 0;
  return { cold, mean, p50: at(0.5), p99: at(0.99), max: each[each.length - 1] ?? 0 };
}

Deno.test('the corpus names each span as written, about half of it personal', () => {
  assert.ok(personalMessages.length >= 100, 'at least 100 messages with personal data');
  assert.ok(businessMessages.length >= 100, 'at least 100 business messages');
  for (const message of personalMessages) {
    const spans = KINDS.flatMap((kind) => message.remove[kind] ?? []);
    assert.ok(spans.length > 0, message.text);
    for (const span of spans) assert.ok(message.text.includes(span), `${span} in ${message.text}`);
  }
});

Deno.test(
  'redaction on the corpus: no personal data kept, business messages unchanged, fast',
  () => {
    const texts = [...personalMessages.map((message) => message.text), ...businessMessages];
    const ms = time(texts);
    const report = measure(personalMessages, businessMessages);
    print(report);
    console.log(
      `Redaction time: loading the module ${importMs.toFixed(1)} ms; per question: first call ` +
        `${ms.cold.toFixed(2)} ms, then mean ` +
        `${ms.mean.toFixed(3)} ms, median ${ms.p50.toFixed(3)} ms, 99th percentile ` +
        `${ms.p99.toFixed(3)} ms, max ${ms.max.toFixed(3)} ms`,
    );
    assert.deepEqual(report.keptFailures, [], 'no personal data kept');
    assert.ok(
      report.changed.length <= 0.02 * businessMessages.length,
      `at most 2 % of the business messages changed: ${report.changed.length}`,
    );
    assert.ok(ms.mean < 1, `${ms.mean.toFixed(3)} ms per question on average`);
  },
);
