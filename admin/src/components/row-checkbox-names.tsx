import { useEffect } from 'react';

/**
 * react-admin's row selection boxes put their name ("Select this row") on MUI's wrapper <span>, where
 * it names nothing (axe: `label`, `aria-prohibited-attr`). This moves each onto its checkbox, whenever
 * rows appear.
 */
export function RowCheckboxNames() {
  useEffect(() => {
    const name = () => {
      for (const wrapper of document.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        wrapper.querySelector('input')?.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
