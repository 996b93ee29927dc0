/**
 * Lines of the `npm run dev` log a newcomer would have to interpret: warnings, deprecations, errors
 * and failures ("failed …", "cannot …"), and Vite optimising dependencies it found only after
 * start-up (which reloads open pages).
 *
 * npm's complaints about the machine's own npm configuration (`Unknown user config …` from
 * ~/.npmrc or npm_config_* variables) are not the project's and are left out; a project `.npmrc`
 * would still count.
 */
const PROBLEM =
  /\bwarn(ing)?\b|deprecat|\berror\b|\bfailed\b|\bcannot\b|invalid hook call|new dependencies optimized|optimized dependencies changed|reloading/i;
const MACHINE_NPM_CONFIG = /^npm warn Unknown (user|env|global|builtin) config /;

export function devLogProblems(lines: readonly string[]): string[] {
  return lines
    .map((line) => line.trim())
    .filter((line) => PROBLEM.test(line) && !MACHINE_NPM_CONFIG.test(line))
    .map((line) => `dev log: ${line}`);
}
