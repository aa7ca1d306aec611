/**
 * The content fields (docs/requirements.md#content-fields) on the site's pages: a course card lists the facts the school has set and only those
 * (the fees line stays); the FAQ is one <details> per question under an h2; the phone lines show only the numbers
 * given, their links named for what they do. The shipped copy sets no number and no fact.
 */
import type { SiteContent } from '@school/common';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes, preloadAllPages } from '../../web/src/app/router';
import { defaultContent } from '../../web/src/content/default-content';
import { faqs } from '../../web/src/content/faq';
import { SiteContentProvider } from '../../web/src/content/site-content';

const PHONE = { number: '+919876543210', text: '+91 98765 43210' };

function renderAt(url: string, content: SiteContent = defaultContent) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":{"trackPageView":true}}')),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = () => undefined;
  return render(
    <SiteContentProvider content={content}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </SiteContentProvider>,
  );
}

beforeAll(() => preloadAllPages(), 60_000);

describe('course facts', () => {
  it('a card lists the facts set, in order, and keeps the fees line; a course without any has no list', async () => {
    const [guitar, ...rest] = defaultContent.courses;
    const courses = [{ ...guitar, level: 'Beginner to advanced', lessonMinutes: 45, fee: '₹1,500 / month' }, ...rest];
    const { container } = renderAt('/Courses', { ...defaultContent, courses });
    await screen.findByRole('heading', { level: 3, name: 'Guitar' });
    const lists = container.querySelectorAll('dl.course-facts');
    expect(lists).toHaveLength(1);
    const card = lists[0].closest('li')!;
    expect(within(card).getByRole('heading', { name: 'Guitar' })).toBeTruthy();
    expect([...lists[0].querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Level', 'Lesson', 'Fee']);
    expect([...lists[0].querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Beginner to advanced',
      '45 minutes',
      '₹1,500 / month',
    ]);
    expect(card.textContent).toContain('Book a free trial class to learn the fees and timings for this course.');
  });

  it('the home page lists them beside the course name', async () => {
    const [guitar, ...rest] = defaultContent.courses;
    const { container } = renderAt('/', { ...defaultContent, courses: [{ ...guitar, ages: '7+' }, ...rest] });
    await screen.findByRole('heading', { level: 2, name: 'Our Courses' });
    const compact = container.querySelector('dl.course-facts--compact')!;
    expect(compact.closest('li')!.textContent).toBe('GuitarAges7+');
  });
});

describe('the FAQ', () => {
  it('on the home page, after the contact form: an h2 and each question a closed <details>', async () => {
    const { container } = renderAt('/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
    const contact = container.querySelector('#contact')!;
    const section = heading.closest('section')!;
    expect(contact.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = section.querySelectorAll('details');
    expect([...items].map((item) => item.querySelector('summary')!.textContent)).toEqual(faqs.map((f) => f.question));
    expect([...items].every((item) => !item.open)).toBe(true);
    expect(items[4].querySelector('p')!.textContent).toBe(faqs[4].answer);
  });

  it('is not there when the school has published no question', async () => {
    renderAt('/', { ...defaultContent, faqs: [] });
    await screen.findByRole('heading', { level: 2, name: 'Contact Us' });
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
  });
});

describe("the school's phone lines", () => {
  it('the shipped copy has none', async () => {
    renderAt('/');
    await screen.findByRole('contentinfo');
    expect(screen.queryByText('Call us:', { exact: false })).toBeNull();
    expect(document.querySelector('a[href^="tel:"], a[href*="wa.me"]')).toBeNull();
  });

  it('with both numbers: Call us and WhatsApp in the footer and by the contact form, named for what they do', async () => {
    const school = { ...defaultContent.school, phone: PHONE, whatsapp: PHONE };
    renderAt('/', { ...defaultContent, school });
    const footer = await screen.findByRole('contentinfo');
    for (const place of [footer, document.querySelector<HTMLElement>('#contact')!]) {
      const call = within(place).getByRole('link', { name: 'Call +91 98765 43210' });
      expect(call.getAttribute('href')).toBe('tel:+919876543210');
      expect(call.textContent).toBe('+91 98765 43210');
      const chat = within(place).getByRole('link', { name: 'WhatsApp +91 98765 43210 (opens in a new tab)' });
      expect(chat.getAttribute('href')).toBe('https://wa.me/919876543210');
      expect(chat.getAttribute('target')).toBe('_blank');
    }
  });

  it('with WhatsApp alone: no Call us line', async () => {
    renderAt('/', { ...defaultContent, school: { ...defaultContent.school, whatsapp: PHONE } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByText('Call us:', { exact: false })).toBeNull();
    expect(within(footer).getByText('WhatsApp:', { exact: false })).toBeTruthy();
  });
});
