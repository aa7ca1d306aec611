import { Link } from 'react-router-dom';
import type { FormResult } from '../../lib/form-result';

/**
 * The server's answer to a form posted without JavaScript, at the top of the form: the spec's message (what the
 * browser alert says with JavaScript), what happens next when it was sent, and a way back.
 */
export function FormNotice({ result, nextStep }: { result: FormResult | null; nextStep: string }) {
  if (!result) return null;
  const sent = result.outcome === 'sent';
  return (
    <div className={`form-notice form-notice--${result.outcome}`} role={sent ? 'status' : 'alert'}>
      <p className="form-notice__message">{result.message}</p>
      {sent && <p>{nextStep}</p>}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
