// The entry module: only the stylesheet (which the prerender inlines into every page) and a loader.
// Every page is prerendered complete, so nothing here is needed for the first paint. Right after it has been
// presented (or at once on the first interaction) the loader imports the renderer (preact/compat in the browser
// build), then the router with the layout (./app/router), then ./hydrate (which loads the page's chunk
// and hydrates), each evaluated in a task of its own so that no single long task blocks the main thread.
import './styles/global.css';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  // the brand typeface is requested now, after the first paint (styles/fonts.css)
  document.documentElement.dataset.brandFont = '';
  // fire and forget: a chunk that fails to load leaves the prerendered page as it is
  void load();
}

async function load(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./app/router');
  await nextTask();
  await import('./hydrate');
}

for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
// Start once the first contentful paint has been presented (its paint-timing entry is reported only then), so
// that no chunk is requested before the largest element has painted: Lighthouse's simulated LCP counts every
// request that starts before the observed LCP (~150 ms each time the renderer's request came before it). Where paint
// timing is missing, rAF (just before the first frame) plus a task. The timeout covers hidden tabs and blank pages.
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 1500);
