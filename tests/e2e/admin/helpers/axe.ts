import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * WCAG 2 A/AA violations on the current page. Excluded: react-admin's row-selection checkboxes,
 * whose aria-label lands on MUI's wrapper span rather than the input (a library issue, not ours).
 */
export async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('.select-item')
    .exclude('.select-all')
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
