/**
 * "Before you launch" (docs/requirements.md#launch-checklist): what a new install ships as placeholders and
 * what a school must set before visitors come, each computed from the data and the settings on every
 * read, so an item ticks itself off as soon as the school fixes it.
 */
import {
  domainOf,
  isReservedDomain,
  LEGAL_PAGES_UPDATED,
  LEGAL_STALE_DAYS,
  longDate,
  PLACEHOLDER_VIDEO_ID,
} from '@school/common';
import { STARTER_BLOG_POSTS, STARTER_RISING_STARS, STARTER_TESTIMONIALS } from '../starter-content';

type SchoolDetails = { supportEmail: string; companySiteLabel: string; companySiteUrl: string };
type BlogPost = { title: string; body: string; youtubeId: string | null; authorName: string };
type RisingStar = { name: string; youtubeId: string };
type Testimonial = { quote: string };
type Teacher = { weekly: readonly unknown[] };

/** What the list reads, wired in the composition root (modules/admin/admin-services.ts): features do not import each other. */
export interface LaunchData {
  school(): Promise<SchoolDetails | null>;
  /** The published ones. */
  posts(): Promise<BlogPost[]>;
  stars(): Promise<RisingStar[]>;
  testimonials(): Promise<Testimonial[]>;
  /** The active teachers. */
  teachers(): Promise<Teacher[]>;
}

export interface LaunchCheck {
  id: string;
  title: string;
  done: boolean;
  /** What is wrong now, or what is right once done. */
  detail: string;
  /** Where in the dashboard it is fixed (a route such as /blog-posts); null when it is a server setting. */
  link: string | null;
}

export interface LaunchSettings {
  publicUrl: string | null;
  smtpUrl: string | null;
}

const DAY_MS = 86_400_000;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

export class LaunchChecklist {
  constructor(
    private readonly data: LaunchData,
    private readonly settings: LaunchSettings,
  ) {}

  async items(now = new Date()): Promise<LaunchCheck[]> {
    const { data } = this;
    const [school, posts, stars, testimonials, teachers] = await Promise.all([
      data.school(),
      data.posts(),
      data.stars(),
      data.testimonials(),
      data.teachers(),
    ]);
    return [
      this.supportAddress(school),
      this.companySite(school),
      this.videos([...posts.map((p) => p.youtubeId), ...stars.map((s) => s.youtubeId)]),
      this.emptyPosts(posts),
      this.sampleContent(posts, stars, testimonials),
      this.legalPages(now),
      this.teachers(teachers),
      this.publicUrl(),
      this.smtp(),
    ];
  }

  private supportAddress(school: SchoolDetails | null): LaunchCheck {
    const address = school?.supportEmail ?? '';
    const done = address !== '' && !isReservedDomain(domainOf(address));
    return {
      id: 'support-address',
      title: 'A support address that reaches you',
      done,
      detail: done
        ? `Visitors write to ${address}.`
        : `The site asks visitors to write to ${address || 'no address'}, on a domain reserved for examples: nobody receives it.`,
      link: '/school-details',
    };
  }

  private companySite(school: SchoolDetails | null): LaunchCheck {
    const url = school?.companySiteUrl ?? '';
    const done = url !== '' && !isReservedDomain(domainOf(url));
    return {
      id: 'company-site',
      title: "The footer's company link goes to a real site",
      done,
      detail: done
        ? `"${school!.companySiteLabel}" links to ${url}.`
        : `"${school?.companySiteLabel ?? ''}" links to ${url}, on a domain reserved for examples.`,
      link: '/school-details',
    };
  }

  private videos(ids: (string | null)[]): LaunchCheck {
    const videos = ids.filter((id): id is string => Boolean(id));
    const placeholders = videos.filter((id) => id === PLACEHOLDER_VIDEO_ID).length;
    const counts = new Map<string, number>();
    for (const id of videos) counts.set(id, (counts.get(id) ?? 0) + 1);
    const repeated = [...counts].filter(([id, n]) => n > 1 && id !== PLACEHOLDER_VIDEO_ID).length;
    const problems = [
      placeholders
        ? `${plural(placeholders, 'video')} still ${placeholders === 1 ? 'plays' : 'play'} the sample film (${PLACEHOLDER_VIDEO_ID})`
        : '',
      repeated ? `${plural(repeated, 'video id')} ${repeated === 1 ? 'is' : 'are'} used more than once` : '',
    ].filter(Boolean);
    return {
      id: 'videos',
      title: 'Each video is your own',
      done: problems.length === 0,
      detail: problems.length
        ? `${problems.join('; ')} (blog posts and Rising Stars).`
        : 'Every published video is a different one.',
      link: '/blog-posts',
    };
  }

  private emptyPosts(posts: BlogPost[]): LaunchCheck {
    const empty = posts.filter((post) => textOf(post.body) === '');
    return {
      id: 'empty-posts',
      title: 'Every blog post has its text',
      done: empty.length === 0,
      detail: empty.length
        ? `${plural(empty.length, 'published post')} without text: ${empty.map((post) => `"${post.title}"`).join(', ')}.`
        : 'Every published post has text.',
      link: '/blog-posts',
    };
  }

  /** The shipped sample rows, known by their words: editing or deleting one makes it the school's own. */
  private sampleContent(posts: BlogPost[], stars: RisingStar[], testimonials: Testimonial[]): LaunchCheck {
    const samplePosts = posts.filter((p) =>
      STARTER_BLOG_POSTS.some((s) => s.title === p.title && s.authorName === p.authorName),
    );
    const sampleStars = stars.filter((r) =>
      STARTER_RISING_STARS.some((s) => s.name === r.name && s.youtubeId === r.youtubeId),
    );
    const sampleQuotes = testimonials.filter((t) => STARTER_TESTIMONIALS.some((s) => s.quote === t.quote));
    const parts = [
      sampleQuotes.length ? plural(sampleQuotes.length, 'testimonial') : '',
      samplePosts.length ? plural(samplePosts.length, 'blog post') : '',
      sampleStars.length ? plural(sampleStars.length, 'Rising Star') : '',
    ].filter(Boolean);
    return {
      id: 'sample-content',
      title: 'No sample content left',
      done: parts.length === 0,
      detail: parts.length
        ? `Still the sample content a new install ships with: ${parts.join(', ')}. Replace or unpublish them.`
        : 'Everything published is your own.',
      link:
        samplePosts.length && !sampleQuotes.length
          ? '/blog-posts'
          : sampleStars.length && !sampleQuotes.length
            ? '/rising-stars'
            : '/testimonials',
    };
  }

  private legalPages(now: Date): LaunchCheck {
    const age = Math.floor((now.getTime() - Date.parse(`${LEGAL_PAGES_UPDATED}T00:00:00Z`)) / DAY_MS);
    const done = age <= LEGAL_STALE_DAYS;
    return {
      id: 'legal-pages',
      title: 'Terms and privacy reviewed within the year',
      done,
      detail: `The terms and privacy pages say "Last updated: ${longDate(LEGAL_PAGES_UPDATED)}"${
        done
          ? '.'
          : `, ${plural(age, 'day')} ago: review them and set the date (LEGAL_PAGES_UPDATED in common/src/launch.ts).`
      }`,
      link: null,
    };
  }

  private teachers(teachers: Teacher[]): LaunchCheck {
    const available = teachers.filter((teacher) => teacher.weekly.length > 0);
    return {
      id: 'teachers',
      title: 'Teachers with availability',
      done: available.length > 0,
      detail: available.length
        ? `${plural(available.length, 'active teacher')} with weekly availability: families can book a class.`
        : 'No active teacher has weekly availability: the site offers no trial class times.',
      link: '/teachers',
    };
  }

  private publicUrl(): LaunchCheck {
    const url = this.settings.publicUrl;
    return {
      id: 'public-url',
      title: "The site's public address is set",
      done: url !== null,
      detail: url
        ? `PUBLIC_URL is ${url}.`
        : "PUBLIC_URL is not set: canonical links, the sitemap and the links in mails cannot name the site. Set it in the server's settings.",
      link: null,
    };
  }

  private smtp(): LaunchCheck {
    const done = this.settings.smtpUrl !== null;
    return {
      id: 'smtp',
      title: 'Mail is sent',
      done,
      detail: done
        ? 'SMTP_URL is set: notifications, bookings and replies are mailed.'
        : "SMTP_URL is not set: no notification, acknowledgement, booking mail or reply is sent. Set it in the server's settings.",
      link: done ? null : '/notifications',
    };
  }
}
