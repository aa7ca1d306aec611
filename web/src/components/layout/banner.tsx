import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { banners, routeNames } from '../../content/school';
import type { PageKey } from '../../content/types';

/**
 * The shared banner (site-spec §2): the current route's name, the page's title and subtitle over its own artwork, a dark
 * overlay on every page but Home, and the Book Free Trial button on every page but Career.
 * `art` is the page's banner artwork as a data: URL (`*.svg?inline`, imported by the page's own chunk), so the
 * largest element of every page paints with the HTML, without a request of its own.
 */
export function Banner({ page, art }: { page: PageKey; art?: string }) {
  const copy = banners[page];
  return (
    <section className={`banner${page === 'home' ? ' banner--home' : ' banner--overlay'}`} aria-labelledby="banner-title">
      {art && <img className="banner__image" src={art} width={1600} height={600} alt="" />}
      <div className="banner__content">
        <p className="banner__route">{routeNames[page]}</p>
        <h1 id="banner-title">{copy.title}</h1>
        <p className="banner__subtitle">{copy.subtitle}</p>
        {page !== 'career' && (
          <Link to={paths.trial} className="btn btn--primary btn--large">
            Book Free Trial
          </Link>
        )}
      </div>
    </section>
  );
}
