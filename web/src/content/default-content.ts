/**
 * The site's editable content as shipped: the copy in this folder in the shape the server renders from
 * (SiteContent). The build prerenders with it, `npm run dev` shows it, and the seed migration put the same
 * in the database, so a new install's server renders the same pages (tests/integration/content/site-render).
 */
import { footerYear, type SiteBlogPost, type SiteContent } from '@school/common';
import { blogEntries } from './blog';
import { courses } from './courses';
import { counters } from './pages';
import { faqs } from './faq';
import {
  COPYRIGHT_YEAR,
  FOUNDED_YEAR,
  SCHOOL_NAME,
  SCHOOL_PHONE,
  SCHOOL_WHATSAPP,
  SUPPORT_EMAIL,
  companySite,
  socialLinks,
} from './school';
import { risingStars, studentTestimonials, teacherTestimonials } from './testimonials';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Newest first, like the server's list; a long text is one paragraph of HTML, as the seed stored it. */
const blog: SiteBlogPost[] = blogEntries
  .map((entry) => ({
    title: entry.videoTitle,
    body: entry.title ? `<p>${escapeText(entry.title)}</p>` : '',
    youtubeId: entry.videoId,
    authorName: entry.name,
    authorRole: entry.designation,
    publishedAt: new Date(`${entry.date}T00:00:00Z`).toISOString(),
    publishedOn: entry.date,
  }))
  .reverse();

export const defaultContent: SiteContent = {
  blog,
  courses: courses.map(({ slug, name, group, summary, highlights, ...facts }) => ({
    slug,
    name,
    group,
    summary,
    highlights: [...highlights],
    // in the server's order (site-content.ts), each only when set
    ...(facts.level ? { level: facts.level } : {}),
    ...(facts.ages ? { ages: facts.ages } : {}),
    ...(facts.lessonMinutes != null ? { lessonMinutes: facts.lessonMinutes } : {}),
    ...(facts.fee ? { fee: facts.fee } : {}),
  })),
  teacherTestimonials: teacherTestimonials.map(({ name, location, subject, quote }) => ({
    name,
    location,
    subject,
    quote,
  })),
  studentTestimonials: studentTestimonials.map(({ name, location, subject, quote }) => ({
    name,
    location,
    subject,
    quote,
  })),
  risingStars: risingStars.map(({ name, location, subject, videoId }) => ({
    name,
    location,
    subject,
    youtubeId: videoId,
  })),
  counters: counters.map(({ value, suffix, label }) => ({ value, suffix, label })),
  school: {
    name: SCHOOL_NAME,
    supportEmail: SUPPORT_EMAIL,
    socialLinks: socialLinks.map(({ label, href }) => ({ label, href })),
    companySite: { label: companySite.label, href: companySite.href },
    foundedYear: FOUNDED_YEAR,
    copyrightYear: footerYear(COPYRIGHT_YEAR),
    ...(SCHOOL_PHONE ? { phone: SCHOOL_PHONE } : {}),
    ...(SCHOOL_WHATSAPP ? { whatsapp: SCHOOL_WHATSAPP } : {}),
  },
  faqs: faqs.map(({ question, answer }) => ({ question, answer })),
};
