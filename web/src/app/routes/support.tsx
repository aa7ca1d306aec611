import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * /Support replaces its history entry with /#support, whose contact form scrolls its submit button into view. It shows
 * the home page itself meanwhile (prerendered so too): the replacement then changes nothing on the screen, and the
 * page does not grow under the visitor while it scrolls to the form (docs/requirements.md#support-anchor).
 */
export function SupportRedirect({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/#support', { replace: true });
  }, [navigate]);
  return children;
}
