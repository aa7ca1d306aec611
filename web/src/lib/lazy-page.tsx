import { use, type ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's chunk; resolves once it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A route-level code-split page. Unlike React.lazy, a preloaded page renders synchronously, so the
 * prerender renders it in one pass and the browser hydrates it without a fallback flash.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (mod) => { Loaded = mod.default; },
      (error: unknown) => { pending = undefined; throw error; },
    );
    return pending;
  };
  function Component() {
    if (!Loaded) use(preload());
    const Page = Loaded as ComponentType;
    return <Page />;
  }
  return { Component, preload };
}
