import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * WCAG 2 A/AA violations on the current page. Excluded unless `rows: true`: react-admin's row-selection
 * checkboxes, which carried no name of their own until the dashboard walk came (it checks them).
 * `exclude` leaves out more (a content preview's frame: the public page, checked by the site's own tests);
 * `settle: false` skips waiting for the network to go quiet (a preview's page may keep fetching videos).
 */
export async function violations(
  page: Page,
  { exclude = [] as string[], settle = true, rows = false } = {},
): Promise<string[]> {
  if (settle) await page.waitForLoadState('networkidle');
  let builder = new AxeBuilder({ page });
  for (const selector of [...exclude, ...(rows ? [] : ['.select-item', '.select-all'])])
    builder = builder.exclude(selector);
  const result = await builder.withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
