import { DEFAULT_SUPPORT_EMAIL, type SitePhone } from '@school/common';
import type { BannerCopy, ExternalLink, PageKey, PageSeo } from './types';

/** Everything that names or reaches the school. Edit here; components never hard-code it. */
export const SCHOOL_NAME = 'Raagarambh Music School';
export const FOUNDED_YEAR = 2020;
export const COPYRIGHT_YEAR = 2024;
export const SUPPORT_EMAIL = DEFAULT_SUPPORT_EMAIL;
/** Optional numbers the footer and /Support show, e.g. { number: '+919876543210', text: '+91 98765 43210' }. */
export const SCHOOL_PHONE: SitePhone | undefined = undefined;
export const SCHOOL_WHATSAPP: SitePhone | undefined = undefined;

export const socialLinks: ExternalLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/raagarambh.music' },
  { label: 'YouTube', href: 'https://www.youtube.com/@raagarambh.music' },
  { label: 'Facebook', href: 'https://www.facebook.com/raagarambh.music' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/raagarambh-music' },
];

export const companySite: ExternalLink = { label: 'Raagarambh Studios', href: 'https://studios.raagarambh.example' };
export const developerProfile: ExternalLink = {
  label: 'Developer on LinkedIn',
  href: 'https://www.linkedin.com/in/raagarambh-web-developer',
};

export const developer = {
  name: 'Meera Iyer',
  role: 'Full-stack developer, design and build of this website',
  email: 'developer@raagarambh.example',
  links: [developerProfile, { label: 'GitHub', href: 'https://github.com/raagarambh-dev' }] satisfies ExternalLink[],
};

/** The route name each banner shows above its title. */
export const routeNames: Record<PageKey, string> = {
  home: 'Home',
  about: 'About',
  courses: 'Courses',
  blog: 'Blog',
  career: 'Career',
  trial: 'Trial',
  trialBooking: 'Trial',
  support: 'Support',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  developers: 'Developers',
  notFound: 'Error 404',
};

/** Banner titles and subtitles (docs/requirements.md#banner), with the school's name. */
export const banners: Record<PageKey, BannerCopy> = {
  home: { title: 'Where Every Note Finds a Home', subtitle: `Learn, Play, and Create with {school}` },
  courses: {
    title: `Discover Your Rhythm with {school}`,
    subtitle: `Learn, Play, and Create with {school}`,
  },
  blog: {
    title: 'Harmonize Your Journey, Master Your Craft',
    subtitle: `Discover Insights and Stories at {school}`,
  },
  career: { title: `Spread Your Rhythm with {school}.`, subtitle: `Build a Musical Career with {school}` },
  support: { title: 'Support', subtitle: 'We are here to help you' },
  about: { title: 'Discover the Heartbeat of Music', subtitle: `Learn, Grow, and Create with {school}.` },
  trial: { title: 'Book Your Free Trial Class', subtitle: `Your first lesson at {school} is on us` },
  trialBooking: { title: 'Your Free Trial Class', subtitle: 'See, move or cancel your class' },
  terms: { title: 'Terms and Conditions', subtitle: `The rules for learning with {school}` },
  privacy: { title: 'Privacy Policy', subtitle: 'How we look after your information' },
  developers: { title: 'Meet the Developers', subtitle: `The people who built the {school} website` },
  notFound: { title: 'Page Not Found', subtitle: 'This page has wandered off the stave' },
};

export const seo: Record<PageKey, PageSeo> = {
  home: {
    title: `{school} | Online Guitar, Piano, Tabla and Vocal Classes`,
    description:
      'Live one-to-one online music lessons in guitar, piano, tabla, Hindustani and Bollywood vocals. Book a free trial class today.',
  },
  about: {
    title: `About Us | {school}`,
    description: `The story of {school}: an online music school founded in {founded} by performing musicians and teachers.`,
  },
  courses: {
    title: `Courses | {school}`,
    description:
      'Guitar, piano and tabla for instrumentalists; Hindustani and Bollywood vocals for singers. Every course starts with a free trial.',
  },
  blog: {
    title: `Blog | {school}`,
    description: 'Stories, practice tips and performances from the teachers and students of our online music school.',
  },
  career: {
    title: `Careers for Music Teachers | {school}`,
    description:
      'Teach music online with us: register, get verified and take classes with students from over fifteen countries.',
  },
  trial: {
    title: `Book a Free Trial Class | {school}`,
    description: 'Choose a course and book a free one-to-one trial class with one of our teachers.',
  },
  trialBooking: {
    title: `Your Free Trial Class | {school}`,
    description: 'See, move or cancel your free trial class.',
  },
  support: {
    title: `Support | {school}`,
    description: 'Questions about classes, fees or timings? Send us a message and our team will get back to you.',
  },
  terms: {
    title: `Terms and Conditions | {school}`,
    description: 'Accounts, use of services, enrolment and payment, and refunds at our online music school.',
  },
  privacy: {
    title: `Privacy Policy | {school}`,
    description: 'What information we collect, how we use and share it, and the choices you have.',
  },
  developers: {
    title: `Developers | {school}`,
    description: 'Credits for the people who designed and built this website.',
  },
  notFound: {
    title: `Page Not Found | {school}`,
    description: 'The page you asked for does not exist.',
  },
};
