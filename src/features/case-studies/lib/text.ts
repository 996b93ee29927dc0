/** Cuts a description for the list: at most `max` characters, plus '...' when it was longer. */
export function teaser(text: string, max = 200): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}...`;
}

/** Splits the results text into bullet lines: one per line break, blank lines dropped. */
export function splitResults(results: string): string[] {
  return results
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
