import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** Layout shifts seen so far that no input caused: their sum, and what moved (for the failure message). */
    __shifts?: { total: number; sources: string[] };
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect?: DOMRectReadOnly }[];
}

/**
 * Records every layout shift from the page's very start (before its HTML is parsed): call before `goto`. The total
 * is the one cumulative layout shift is summed from, less the session windows: every shift counts, but for one that
 * moved nothing: an entry whose every source had no box in the frame before (a previous rect of zero area) is an
 * element appearing. Chromium reports one for the banner's inline SVG now and then when the renderer is starved
 * (under the parallel suites, 1 load in ~30): "moved" from 0×0 at the page's origin to where it was first laid out.
 * The Layout Instability spec counts only elements visible in both frames; this is that rule.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    window.__shifts = record;
    const describe = (node?: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.id ?? '';
      return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}${label ? `[${label}]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        if (sources.length && sources.every(({ previousRect }) => previousRect.width * previousRect.height === 0))
          continue;
        record.total += entry.value;
        const box = (r?: DOMRectReadOnly) =>
          r ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}` : '?';
        const moved = (entry.sources ?? [])
          .map((source) => `${describe(source.node)} (${box(source.previousRect)} → ${box(source.currentRect)})`)
          .join(', ');
        record.sources.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => window.__shifts ?? { total: Number.NaN, sources: ['no recorder'] });
}

/** Waits until the page's scroll position has not moved for `quiet` ms (a smooth scroll has ended). */
export async function scrollSettled(page: Page, quiet = 400): Promise<void> {
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const timer = setInterval(() => {
          still = window.scrollY === last ? still + 50 : 0;
          last = window.scrollY;
          if (still >= ms) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
      }),
    quiet,
  );
}

/**
 * Scrolls the page from top to bottom a screen at a time, as a reader would (no input events: shifts it causes
 * count), letting what loads on the way (lazy chunks, pictures) arrive, then waits for the page to be quiet.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let guard = 0; guard < 60; guard++) {
      const before = window.scrollY;
      window.scrollBy({ top: Math.round(window.innerHeight * 0.8), behavior: 'instant' });
      await pause(120);
      if (window.scrollY === before) break;
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}
