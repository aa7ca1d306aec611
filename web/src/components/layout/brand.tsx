import { Link } from 'react-router-dom';
import { useSiteContent } from '../../content/site-content';

/** The school's mark (a stylised note in a circle) and name, linking home. */
export function Brand() {
  const { name } = useSiteContent().school;
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="#7c2d12" />
        <path d="M15 25a4 4 0 1 1-2-3.5V9l11-3v14a4 4 0 1 1-2-3.5V10l-7 2z" fill="#fde68a" />
      </svg>
      <span className="brand__name">{name}</span>
    </Link>
  );
}
