/**
 * `npm run eval:assistant`: starts a throw-away local stack (migrations and seed, so the seeded case
 * studies are published), asks the built-in assistant every question of the evaluation set and
 * prints its score per category. Exits with 1 below the bar the unit test holds it to.
 */
import { ANON_KEY } from '../../../local-supabase/config';
import { startLocalStack } from '../../../local-supabase/server';
import { EVAL_PASS_MARK, formatReport, runAssistantEval } from './run';

// The built-in provider: no model key reaches the function.
for (const key of Object.keys(process.env)) {
  if (key.startsWith('AI_')) Reflect.deleteProperty(process.env, key);
}

// Every question comes from this one address: more than the per-address limit of a window.
process.env.RATE_LIMIT_CHAT_PER_IP = '100000';
const stack = await startLocalStack({ port: 0, dataDir: 'memory', quiet: true });
try {
  const report = await runAssistantEval({
    apiUrl: stack.url,
    anonKey: ANON_KEY,
  });
  console.log(formatReport(report));
  process.exitCode = report.score >= EVAL_PASS_MARK ? 0 : 1;
} finally {
  await stack.close();
}
