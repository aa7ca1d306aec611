import { Link } from 'react-router-dom';
import { bannerImages } from '../../assets/banners/banner-images';
import { paths } from '../../config/paths';
import { banners, routeNames } from '../../content/school';
import type { PageKey } from '../../content/types';

/**
 * The shared banner (site-spec §2): the current route's name, the page's title and subtitle over its own artwork, a dark
 * overlay on every page but Home, and the Book Free Trial button on every page but Career.
 */
export function Banner({ page }: { page: PageKey }) {
  const copy = banners[page];
  return (
    <section className={`banner${page === 'home' ? ' banner--home' : ' banner--overlay'}`} aria-labelledby="banner-title">
      <img className="banner__image" src={bannerImages[page]} width={1600} height={600} alt="" fetchPriority="high" decoding="async" />
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
