/**
 * axe on the page as it is now: its serious and critical findings under the WCAG 2.2 A/AA rules,
 * one line each (`rule: targets`), so a failing expectation names what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function seriousViolations(
  page: Page,
  {
    within,
    bestPractice = false,
  }: {
    /** Only this part of the page (a CSS selector). */
    within?: string;
    /** Also axe's best practices (the public pages hold to them). */
    bestPractice?: boolean;
  } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(
    bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS,
  );
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
