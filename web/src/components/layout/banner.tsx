import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { banners, routeNames } from '../../content/school';
import { useSchoolText } from '../../content/school-text';
import type { PageKey } from '../../content/types';

/**
 * The shared banner (docs/requirements.md#banner): the current route's name, the page's title and subtitle over its
 * own artwork, a dark overlay on every page but Home, and the Book Free Trial button on every page but Career.
 * The banner's background is a CSS gradient of its own (`.banner--<page>` in global.css); `art` is the page's
 * decorative artwork (a transparent SVG, `*.svg?raw`, imported by the page's own chunk) inlined as SVG markup. Both
 * paint with the HTML's first frame, and neither is an LCP candidate (no image: vector shapes and gradients are not
 * contentful), so the largest contentful element is the banner's heading text, painted at first paint. The art was an
 * `<img src="data:…">` and then a `background-image`; both were LCP candidates that painted 100–250 ms after FCP.
 */
export function Banner({ page, art }: { page: PageKey; art?: string }) {
  const copy = banners[page];
  const t = useSchoolText();
  return (
    <section
      className={`banner banner--${page}${page === 'home' ? '' : ' banner--overlay'}`}
      aria-labelledby="banner-title"
    >
      <div className="banner__content">
        <p className="banner__route">{routeNames[page]}</p>
        <h1 id="banner-title">{t(copy.title)}</h1>
        <p className="banner__subtitle">{t(copy.subtitle)}</p>
        {/* on /Trial itself the button takes you down to the form */}
        {page === 'trial' ? (
          <a href="#book" className="btn btn--primary btn--large">
            Book Free Trial
          </a>
        ) : (
          page !== 'career' && (
            <Link to={paths.trial} className="btn btn--primary btn--large">
              Book Free Trial
            </Link>
          )
        )}
      </div>
      {/* after the words: the parser may yield to a paint inside the art's hundreds of shapes, never inside the words
          (a paint of half the words, centred, moved when the rest arrived) */}
      {art && <div className="banner__art" aria-hidden="true" dangerouslySetInnerHTML={{ __html: art }} />}
    </section>
  );
}
