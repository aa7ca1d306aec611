import { useEffect, useRef } from 'react';
import type { UploadProgress } from '../../lib/upload-fetch';

const MB = 1024 * 1024;

/** 3.2 MB, 180 KB: a size as a person reads it. */
function size(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)}\u00a0MB` : `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
}

interface UploadOverlayProps {
  /** null until the browser reports the first bytes sent. */
  progress: UploadProgress | null;
  onCancel: () => void;
}

/**
 * The submit overlay of a form that uploads a file (docs/requirements.md#page-behaviour: the dark overlay with its
 * spinner), with how much has been sent and a Cancel button that takes the focus. Once every byte has left, the
 * server is storing the application: Cancel goes, as it could no longer promise that nothing is kept. The spoken
 * status moves in steps of 10 % (the bar moves with every byte).
 */
export function UploadOverlay({ progress, onCancel }: UploadOverlayProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const percent = progress && progress.total > 0 ? Math.floor((progress.loaded * 100) / progress.total) : 0;
  const sent = progress !== null && progress.loaded >= progress.total;
  const words = sent
    ? 'Resume sent. Saving your application…'
    : progress
      ? `Uploading your resume: ${Math.floor(percent / 10) * 10}% of ${size(progress.total)}`
      : 'Uploading your resume…';
  return (
    <div className="spinner-overlay">
      <div className="upload-card" role="group" aria-label="Sending your application">
        <span className="spinner" aria-hidden="true" />
        <progress className="upload-card__bar" max={100} value={percent} aria-label="Resume sent" />
        <p className="upload-card__words" role="status">
          {words}
        </p>
        {!sent && (
          <button ref={cancel} type="button" className="btn btn--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
