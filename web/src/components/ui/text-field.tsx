import { useId, type HTMLInputAutoCompleteAttribute } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A line under the label saying what to write, read with the field. */
  hint?: string;
}

/** A labelled input (or textarea) whose name is the entity's field name, so browsers autofill it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  multiline = false,
  autoComplete,
  hint,
}: TextFieldProps) {
  const id = useId();
  const described = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={described} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea id={id} name={name} rows={5} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
