/**
 * Full-screen dark overlay with a spinner, shown while a form is being submitted
 * (docs/requirements.md#page-behaviour).
 */
export function SpinnerOverlay({ label = 'Submitting, please wait' }: { label?: string }) {
  return (
    <div className="spinner-overlay" role="status" aria-label={label} aria-live="polite">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
