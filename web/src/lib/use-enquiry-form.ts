import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * State shared by the three enquiry forms: field values, the honeypot, the fill timer and the
 * submitting flag. `fillMs` counts from the first render in the browser.
 */
export function useEnquiryForm<T extends Record<string, string>>(empty: T, initial: T = empty) {
  const [values, setValues] = useState<T>(initial);
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
