/**
 * What the server answered a form posted without JavaScript (docs/requirements.md#without-javascript): the page the
 * form is on, rendered again by the server with the outcome's message and, unless it was sent, every value the visitor
 * typed. The server renders it through this context; the page carries it (`#form-result`) so hydration shows the same.
 */
import type { FormName, FormResult } from '@school/common';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export type { FormName, FormResult };

export const FORM_RESULT_ELEMENT = 'form-result';

const FormResultContext = createContext<FormResult | null>(null);

export function FormResultProvider({ result, children }: { result: FormResult | null; children: ReactNode }) {
  return <FormResultContext.Provider value={result}>{children}</FormResultContext.Provider>;
}

/** The server's answer to this form, if the page is one. */
export function useFormResult(form: FormName): FormResult | null {
  const result = useContext(FormResultContext);
  return result?.form === form ? result : null;
}

/** The values a form starts with: what the visitor typed when the server could not take it, else empty. */
export function initialValues<T extends Record<string, string>>(empty: T, result: FormResult | null): T {
  if (!result || result.outcome === 'sent') return empty;
  const kept = Object.fromEntries(Object.keys(empty).map((key) => [key, result.values[key] ?? empty[key]]));
  return kept as T;
}

/** False in the server's HTML and the first render in the browser, true once scripts run (progressive parts). */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}

/** Where a form posts without JavaScript. */
export const formAction = (form: FormName) => `/forms/${form}`;
