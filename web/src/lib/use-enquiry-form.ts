import { useCallback, useEffect, useRef, useState } from 'react';

/** The prerendered form named `label` while the page's script has not taken over yet (else null). */
export function formBeforeHydration(label: string): HTMLFormElement | null {
  if (typeof document === 'undefined' || 'hydrated' in document.documentElement.dataset) return null;
  return document.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`);
}

/**
 * `values` with what the visitor typed into the prerendered form before the script took over (a slow phone shows
 * the form seconds earlier). Read while hydrating, before the first render commits: preact writes a textarea's state
 * over its text as it hydrates, and an input's at the next render.
 */
function withTypedBeforeHydration<T extends Record<string, string>>(label: string | undefined, values: T): T {
  const form = label ? formBeforeHydration(label) : null;
  if (!form) return values;
  const typed: Record<string, string> = { ...values };
  for (const key of Object.keys(values)) {
    const field = form.elements.namedItem(key);
    const value = field && 'value' in field ? field.value : '';
    if (typeof value === 'string' && value !== '') typed[key] = value;
  }
  return typed as T;
}

/**
 * State shared by the three enquiry forms: field values, the honeypot, the fill timer and the
 * submitting flag. `fillMs` counts from the first render in the browser. `label`, the form's aria-label, lets the
 * first render take what was typed before the script ran.
 */
export function useEnquiryForm<T extends Record<string, string>>(empty: T, initial: T = empty, label?: string) {
  const [values, setValues] = useState<T>(() => withTypedBeforeHydration(label, initial));
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const setField = useCallback(
    (field: keyof T) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
    },
    [],
  );

  const reset = useCallback(() => {
    setValues(empty);
    setWebsite('');
  }, [empty]);

  const antiSpam = () => ({ website, fillMs: Math.max(0, Date.now() - (startedAt.current || Date.now())) });

  return { values, setField, website, setWebsite, submitting, setSubmitting, reset, antiSpam };
}
