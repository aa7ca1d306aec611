/**
 * Hydration in steps. preact hydrates a tree in one task: on a phone's CPU (Lighthouse's 4× slower mobile)
 * a whole page is a 130–200 ms task, nearly all of it Total Blocking Time. A part wrapped in <HydrateLater>
 * suspends while the page first hydrates: preact keeps its prerendered DOM as it is (visible, its links still
 * plain links, its form fields still typed into) and hydrates it in a task of its own, one part per task, in
 * page order, after the rest of the page. Only the first hydration is cut so: afterwards (a client navigation, a
 * re-render) a part renders at once.
 *
 * Its children must render exactly one element: preact keeps the first prerendered node of a suspended part.
 * The prerender (React on the server) renders the children alone, with no Suspense marker in the HTML.
 */
import { Suspense, useState, type ReactNode } from 'react';

interface Waiting {
  promise: Promise<void>;
  release: () => void;
}
/** A part's gate: null before its first render, 'open' once it may render. */
interface Gate {
  current: Waiting | null | 'open';
}

let hydrating = false;
const waiting: Waiting[] = [];
let settled: Promise<void> = Promise.resolve();

/** Called by the entry right before it hydrates the prerendered page. */
export function beginStepwiseHydration(): void {
  hydrating = true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Called right after the first hydration committed: hydrates the parts that waited, one per task, in page
 * order. A part inside a part hydrates with it. Resolves once every part is hydrated.
 */
export function hydrateRemainingSteps(): Promise<void> {
  // from now on a part renders at once: a page rendered afresh (a client navigation) has nothing to keep
  hydrating = false;
  settled = (async () => {
    while (waiting.length > 0) {
      await nextTask();
      waiting.shift()!.release(); // its render runs in this task's microtasks
    }
  })();
  return settled;
}

/** Resolves once the page is wholly hydrated (every part that waited included). */
export const whollyHydrated = (): Promise<void> => settled;

/** Suspends on its first render during the first hydration; renders its children once its step came. */
function Step({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (gate.current === null) {
    if (!hydrating) gate.current = 'open';
    else {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((done) => (resolve = done));
      const release = () => {
        gate.current = 'open';
        resolve();
      };
      gate.current = { promise, release };
      waiting.push(gate.current);
    }
  }
  // suspending is how a part waits: preact's Suspense catches the promise (the React contract)
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (gate.current !== 'open') throw gate.current.promise;
  return <>{children}</>;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  // kept by this (never suspended) component across the part's suspension
  const [gate] = useState<Gate>(() => ({ current: null }));
  if (import.meta.env.SSR) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Step gate={gate}>{children}</Step>
    </Suspense>
  );
}
