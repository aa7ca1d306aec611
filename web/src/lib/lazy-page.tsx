import { use, type ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's chunk; resolves once it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A route-level code-split page. Unlike React.lazy, a preloaded page renders synchronously, so the
 * prerender renders it in one pass and the browser hydrates it without a fallback flash. With a
 * `gate`, loading waits for it (e.g. until the component is near the viewport); while waiting, a
 * prerendered component stays as server HTML (React leaves a suspended boundary dehydrated).
 */
const registry: LazyPage[] = [];

/** Loads every lazy component created so far (the prerender renders everything in one pass). */
export function preloadAllLazy(): Promise<void[]> {
  return Promise.all(registry.map((entry) => entry.preload()));
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>, gate?: Promise<void>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= (gate ?? Promise.resolve()).then(load).then(
      (mod) => {
        Loaded = mod.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Component() {
    if (!Loaded) use(preload());
    const Page = Loaded as ComponentType;
    return <Page />;
  }
  const page = { Component, preload };
  registry.push(page);
  return page;
}
