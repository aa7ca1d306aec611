import { useEffect, type RefObject } from 'react';

/**
 * A promise that settles the first time an element comes within `margin` of the viewport, for
 * deferring code that only matters once the visitor gets there. Outside a browser, or without
 * IntersectionObserver, it is settled from the start.
 */
export function visibilityGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') open();

  function useOpenWhenVisible(target: RefObject<Element | null>, margin = '400px') {
    useEffect(() => {
      const element = target.current;
      if (!element || typeof IntersectionObserver === 'undefined') return open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          open();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [target, margin]);
  }

  return { opened, useOpenWhenVisible };
}
