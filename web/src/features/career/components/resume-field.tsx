import { looksLikePdfFile, messages } from '@school/common';
import { useId, type RefObject } from 'react';

interface ResumeFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The PDF resume picker: shows 'No file chosen' when empty and refuses anything but a PDF. */
export function ResumeField({ file, onChange, inputRef }: ResumeFieldProps) {
  const id = useId();
  const statusId = `${id}-status`;

  function onPick(input: HTMLInputElement) {
    const picked = input.files?.[0] ?? null;
    if (picked && !looksLikePdfFile(picked)) {
      input.value = '';
      onChange(null);
      window.alert(messages.application.resumeType);
      return;
    }
    onChange(picked);
  }

  return (
    <div className="field file-field">
      <span className="file-field__label">Resume (PDF only)</span>
      <div className="file-field__row">
        <input
          ref={inputRef}
          id={id}
          className="file-field__input"
          type="file"
          name="resume"
          accept="application/pdf,.pdf"
          aria-describedby={statusId}
          onChange={(event) => onPick(event.currentTarget)}
        />
        <label htmlFor={id} className="btn btn--outline">
          Choose PDF resume
        </label>
        <span id={statusId} className="file-field__status">
          {file ? file.name : messages.application.noFile}
        </span>
      </div>
    </div>
  );
}
