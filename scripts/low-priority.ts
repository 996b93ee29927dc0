/**
 * A command at the lowest priority (where `nice` exists): it runs on processor time nothing else
 * wants. For work without time limits (builds, static checks) beside tests that time themselves.
 */
export const atLowestPriority = (command: string[]): string[] =>
  process.platform === 'win32' ? command : ['nice', '-n', '19', ...command];
