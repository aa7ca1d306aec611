import { PHONE_COUNTRIES } from '@school/common';
import { useId, type Ref } from 'react';

const OPTIONS = [
  ...PHONE_COUNTRIES.map((country) => ({ value: country.code, label: `${country.name} (+${country.callingCode})` })),
  { value: '', label: 'Other: type + and the country code' },
];

interface PhoneFieldProps {
  country: string;
  onCountry: (code: string) => void;
  number: string;
  onNumber: (value: string) => void;
  /** The rule's message, shown under the number and read with it; null when none. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: () => void;
}

/**
 * The optional phone number (docs/requirements.md#phone): a country and the number as the visitor
 * writes it at home ("098765 43210"); the form turns it into +919876543210 before sending.
 */
export function PhoneField({ country, onCountry, number, onNumber, error, inputRef, onFocus }: PhoneFieldProps) {
  const id = useId();
  return (
    <fieldset className="field phone-field">
      <legend>Phone (optional)</legend>
      <div className="phone-field__row">
        <div className="field">
          <label htmlFor={`${id}-country`}>Country</label>
          <select
            id={`${id}-country`}
            name="phoneCountry"
            value={country}
            onFocus={onFocus}
            onPointerDown={onFocus}
            onChange={(event) => onCountry(event.target.value)}
          >
            {OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-number`}>Phone number</label>
          <input
            id={`${id}-number`}
            ref={inputRef}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={number}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onFocus={onFocus}
            onChange={(event) => onNumber(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
