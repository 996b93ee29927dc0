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

/**
 * A one-line summary for search results and link previews: whitespace collapsed, at most `max`
 * characters, cut at a word boundary with '…' when longer.
 */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
