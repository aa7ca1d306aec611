/** Shapes of the school's editable content. Components read these; copy lives only in content/. */
export type PageKey =
  | 'home'
  | 'about'
  | 'courses'
  | 'blog'
  | 'career'
  | 'trial'
  | 'trialBooking'
  | 'support'
  | 'terms'
  | 'privacy'
  | 'developers'
  | 'notFound';

export interface ExternalLink {
  label: string;
  href: string;
}

export interface BannerCopy {
  title: string;
  subtitle: string;
}

export interface PageSeo {
  title: string;
  description: string;
}

export interface Course {
  slug: string;
  name: string;
  group: 'Instruments' | 'Singing';
  summary: string;
  highlights: string[];
  /** Optional facts a course card shows when set (the shipped copy sets none). */
  level?: string;
  ages?: string;
  lessonMinutes?: number;
  fee?: string;
}

export interface BlogEntry {
  name: string;
  designation: string;
  /** ISO date, shown formatted. */
  date: string;
  videoId: string;
  videoTitle: string;
  /** The long text of the entry (its field is "title": docs/requirements.md#static-content). */
  title: string;
}

export interface Testimonial {
  name: string;
  location: string;
  subject: string;
  quote: string;
}

export interface RisingStar {
  name: string;
  location: string;
  subject: string;
  videoId: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}
