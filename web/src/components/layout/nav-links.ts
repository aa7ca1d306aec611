import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Desktop order (docs/requirements.md#navigation): Support points at the contact form anchor. */
export const desktopNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Courses', to: paths.courses },
  { label: 'Blog', to: paths.blog },
  { label: 'Career', to: paths.career },
  { label: 'Support', to: '/#contact' },
];

/** Mobile full-screen menu order (docs/requirements.md#navigation): Support goes to /Support. */
export const mobileNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Courses', to: paths.courses },
  { label: 'Blog', to: paths.blog },
  { label: 'Support', to: paths.support },
  { label: 'Career', to: paths.career },
];

export const footerNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Courses', to: paths.courses },
  { label: 'Blog', to: paths.blog },
  { label: 'Career', to: paths.career },
  { label: 'Trial', to: paths.trial },
  { label: 'Support', to: '/#support' },
  { label: 'Terms', to: paths.terms },
  { label: 'Privacy', to: paths.privacy },
];
