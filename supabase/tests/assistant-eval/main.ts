/**
 * `npm run eval:assistant`: starts a throw-away local stack (migrations and seed, so the seeded case
 * studies are published), asks the built-in assistant every question of the evaluation set and of
 * the held-out set, and prints the score of each per category. Exits with 1 when either scores
 * below the bar the unit test holds it to (the held-out set's first-try score on fresh questions
 * is the figure that counts; its bar only keeps it from falling).
 */
import { adminCredentials, ANON_KEY } from '../../../local-supabase/config';
import { startLocalStack } from '../../../local-supabase/server';
import { heldOutItems } from './held-out';
import {
  adminToken,
  EVAL_PASS_MARK,
  formatReport,
  HELD_OUT_PASS_MARK,
  runAssistantEval,
} from './run';

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
  process.exitCode = report.score >= EVAL_PASS_MARK && heldOut.score >= HELD_OUT_PASS_MARK ? 0 : 1;
} finally {
  await stack.close();
}
