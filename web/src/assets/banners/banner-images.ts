import type { PageKey } from '../../content/types';
import about from './about.svg';
import blog from './blog.svg';
import career from './career.svg';
import courses from './courses.svg';
import developers from './developers.svg';
import home from './home.svg';
import notFound from './not-found.svg';
import privacy from './privacy.svg';
import support from './support.svg';
import terms from './terms.svg';
import trial from './trial.svg';

/** Each route's own banner artwork (1600×600 SVG, made for this site). */
export const bannerImages: Record<PageKey, string> = {
  home, about, courses, blog, career, trial, support, terms, privacy, developers, notFound,
};
