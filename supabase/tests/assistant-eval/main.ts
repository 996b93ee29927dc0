/**
 * `npm run eval:assistant`: starts a throw-away local stack (migrations and seed, so the seeded case
 * studies are published), asks the built-in assistant every question of the evaluation set and of
 * the four held-out sets, and prints the score of each per category; then, for the three fresh
 * held-out sets, the retrieval figures: recall@k of the built-in index and of the context the
 * model-backed assistant receives (with a 128k-token window, and a small one that gets the best
 * part only), per language and per category. Exits with 1 when a set scores below the bar the
 * unit test holds it to (a held-out set's first-try score on fresh questions is the figure that
 * counts; its bar only keeps it from falling).
 */
import { adminCredentials, ANON_KEY } from '../../../local-supabase/config';
import { startLocalStack } from '../../../local-supabase/server';
import { freshItems } from './fresh';
import { heldOutItems } from './held-out';
import { formatRetrieval, measureRetrieval } from './retrieval';
import { secondFreshItems } from './second-fresh';
import { thirdFreshItems } from './third-fresh';
import {
  adminToken,
  EVAL_PASS_MARK,
  formatReport,
  FRESH_PASS_MARK,
  HELD_OUT_PASS_MARK,
  runAssistantEval,
  SECOND_FRESH_PASS_MARK,
  THIRD_FRESH_PASS_MARK,
} from './run';

/** A model whose window holds far less than the site's knowledge (it gets the best part). */
const SMALL_WINDOW_TOKENS = 12_000;

// The built-in provider: no model key reaches the function.
for (const key of Object.keys(process.env)) {
  if (key.startsWith('AI_')) Reflect.deleteProperty(process.env, key);
}

// Every question comes from this one address: more than the per-address limit of a window.
process.env.RATE_LIMIT_CHAT_PER_IP = '100000';
const stack = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
try {
  const options = {
    apiUrl: stack.url,
    anonKey: ANON_KEY,
    adminToken: await adminToken(stack.url, ANON_KEY, adminCredentials()),
  };
  const report = await runAssistantEval(options);
  console.log(formatReport(report, 'evaluation set'));
  const heldOut = await runAssistantEval({ ...options, items: heldOutItems });
  console.log(`\n${formatReport(heldOut, 'held-out set')}`);
  const fresh = await runAssistantEval({ ...options, items: freshItems });
  console.log(`\n${formatReport(fresh, 'fresh held-out set')}`);
  const second = await runAssistantEval({ ...options, items: secondFreshItems });
  console.log(`\n${formatReport(second, 'second fresh held-out set')}`);
  const third = await runAssistantEval({ ...options, items: thirdFreshItems });
  console.log(`\n${formatReport(third, 'third fresh held-out set')}`);
  for (const [title, items] of [
    ['fresh held-out set', freshItems],
    ['second fresh held-out set', secondFreshItems],
    ['third fresh held-out set', thirdFreshItems],
  ] as const) {
    const retrieval = { apiUrl: stack.url, anonKey: ANON_KEY, items };
    console.log(`\n${formatRetrieval(await measureRetrieval(retrieval), title)}`);
    const small = await measureRetrieval({ ...retrieval, contextTokens: SMALL_WINDOW_TOKENS });
    console.log(`\n${formatRetrieval(small, `${title}, a 12k-token model`)}`);
  }
  process.exitCode =
    report.score >= EVAL_PASS_MARK &&
    heldOut.score >= HELD_OUT_PASS_MARK &&
    fresh.score >= FRESH_PASS_MARK &&
    second.score >= SECOND_FRESH_PASS_MARK &&
    third.score >= THIRD_FRESH_PASS_MARK
      ? 0
      : 1;
} finally {
  await stack.close();
}
