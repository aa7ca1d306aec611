import {
  browserTimeZone,
  DEFAULT_PHONE_COUNTRY,
  phoneCountryForLanguages,
  phoneCountryForTimeZone,
} from '@school/common';
import { useRef, useState } from 'react';

const loadRule = () => import('./phone-rule');

/** What the form sends as `phone`, or why it must not send. */
export type PhoneOutcome =
  | { kind: 'ok'; phone: string | undefined }
  | { kind: 'invalid' }
  /** The rule's code could not load (the connection dropped): the form answers as for any failure to send. */
  | { kind: 'unavailable' };

/**
 * The phone field of a form whose values hold `phone` (the number as typed). The country starts as
 * none (what the prerendered page shows), then follows the visitor's time zone, else the first of the
 * browser's languages that names a region, from the moment they reach the phone field (focus or a tap on
 * it) until they choose one; it stays when the form is cleared.
 * Not at load: the first Intl.DateTimeFormat of a page builds the locale's date patterns, ~160 ms of
 * main thread on a phone (600 ms+ on Lighthouse's slowed CPU), for a field most visitors never touch.
 */
/** `initialCountry`: the one the visitor chose in a form the server answered (then the time zone is not asked). */
export function usePhone(number: string, setNumber: (value: string) => void, initialCountry?: string) {
  const [country, setCountryState] = useState(initialCountry ?? DEFAULT_PHONE_COUNTRY);
  const [error, setError] = useState<string | null>(null);
  const chosen = useRef(initialCountry !== undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  /** The first time the visitor reaches the field: the country of their time zone, unless they chose one. */
  function reached(): void {
    void loadRule().catch(() => {});
    if (chosen.current) return;
    chosen.current = true;
    const zone = phoneCountryForTimeZone(browserTimeZone());
    setCountryState(zone || phoneCountryForLanguages(navigator.languages ?? [navigator.language]));
  }

  /**
   * The number in E.164 (undefined when empty); when the rule refuses it, its message shows on the
   * field and the focus moves there: nothing is sent and every field keeps what was typed.
   */
  async function check(): Promise<PhoneOutcome> {
    if (number.trim() === '') return { kind: 'ok', phone: undefined };
    let result;
    try {
      const { normalisePhone } = await loadRule();
      result = normalisePhone(number, country || null);
    } catch {
      return { kind: 'unavailable' };
    }
    if (result.ok) return { kind: 'ok', phone: result.value ?? undefined };
    setError(result.message);
    inputRef.current?.focus();
    return { kind: 'invalid' };
  }

  return {
    field: {
      country,
      onCountry: (code: string) => {
        chosen.current = true;
        setCountryState(code);
        setError(null);
      },
      number,
      onNumber: (value: string) => {
        setNumber(value);
        setError(null);
      },
      error,
      inputRef,
      onFocus: reached,
    },
    check,
  };
}
