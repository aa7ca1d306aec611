import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * WCAG 2 A/AA violations on the current page. Excluded: react-admin's row-selection checkboxes,
 * whose aria-label lands on MUI's wrapper span rather than the input (a library issue, not ours).
 * `exclude` leaves out more (a content preview's frame: the public page, checked by the site's own tests);
 * `settle: false` skips waiting for the network to go quiet (a preview's page may keep fetching videos).
 */
export async function violations(page: Page, { exclude = [] as string[], settle = true } = {}): Promise<string[]> {
  if (settle) await page.waitForLoadState('networkidle');
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.withTags(['wcag2a', 'wcag2aa']).exclude('.select-item').exclude('.select-all').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
