import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes, preloadAllPages } from '../../web/src/app/router';
import { Banner } from '../../web/src/components/layout/banner';
import { blogEntries } from '../../web/src/content/blog';
import { courses } from '../../web/src/content/courses';
import { defaultContent } from '../../web/src/content/default-content';
import { footerYear } from '@school/common';
import { COPYRIGHT_YEAR, SCHOOL_NAME } from '../../web/src/content/school';
import { SiteContentProvider } from '../../web/src/content/site-content';
import { BlogText } from '../../web/src/features/blog/components/blog-text';
import { renderAt } from './helpers/render';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

function renderApp(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":{"trackPageView":true}}')),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return render(
    <SiteContentProvider content={defaultContent}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </SiteContentProvider>,
  );
}

describe('routes (requirements#routes)', () => {
  beforeAll(() => preloadAllPages(), 60_000);

  it.each([
    ['/', 'Where Every Note Finds a Home'],
    ['/Home', 'Where Every Note Finds a Home'],
    ['/about', 'Discover the Heartbeat of Music'],
    ['/COURSES', `Discover Your Rhythm with ${SCHOOL_NAME}`],
    ['/Blog', 'Harmonize Your Journey, Master Your Craft'],
    ['/career', `Spread Your Rhythm with ${SCHOOL_NAME}.`],
    ['/trial', 'Book Your Free Trial Class'],
    ['/termsandcondition', 'Terms and Conditions'],
    ['/Privecyandpolicy', 'Privacy Policy'],
    ['/Developers', 'Meet the Developers'],
    ['/no-such-page', 'Page Not Found'],
  ])('%s renders its banner title, case-insensitively', async (url, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('/Support replaces itself with /#support', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderApp('/Support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where Every Note Finds a Home' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/#support');
    expect(scrolled).toContain(screen.getByRole('button', { name: 'Send Message' }));
  });

  it('records a page view for the visited path', async () => {
    renderApp('/About');
    await screen.findByRole('heading', { level: 1 });
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).variables).toEqual({ input: { page: '/About' } });
  });

  it("has header, main and footer landmarks and this year's copyright", async () => {
    renderApp('/About');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${footerYear(COPYRIGHT_YEAR)}`);
  });

  it('opens and closes the mobile menu with its named buttons', async () => {
    renderApp('/About');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const labels = [...menu.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'About', 'Courses', 'Blog', 'Support', 'Career', 'Book Free Trial']);
    expect(menu.querySelector('a[href="/Support"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('banner (requirements#banner)', () => {
  it('has a dark overlay on every page but Home', () => {
    const { container } = renderAt(
      <>
        <Banner page="home" />
        <Banner page="about" />
      </>,
    );
    const [home, about] = container.querySelectorAll('section');
    expect(home.className).not.toContain('banner--overlay');
    expect(about.className).toContain('banner--overlay');
  });

  it('shows Book Free Trial to /Trial on every page but Career', () => {
    renderAt(<Banner page="courses" />);
    expect(screen.getByRole('link', { name: 'Book Free Trial' }).getAttribute('href')).toBe('/Trial');
  });

  it('on /Trial itself the banner button takes you down to the form', () => {
    renderAt(<Banner page="trial" />);
    expect(screen.getByRole('link', { name: 'Book Free Trial' }).getAttribute('href')).toBe('#book');
  });

  it('has no Book Free Trial button on Career', () => {
    renderAt(<Banner page="career" />);
    expect(screen.queryByRole('link', { name: 'Book Free Trial' })).toBeNull();
  });
});

describe('content', () => {
  it('has five blog entries and five courses in two groups', () => {
    expect(blogEntries).toHaveLength(5);
    expect(courses.map((c) => `${c.group}:${c.name}`)).toEqual([
      'Instruments:Guitar',
      'Instruments:Piano',
      'Instruments:Tabla',
      'Singing:Hindustani Vocal',
      'Singing:Bollywood Vocal',
    ]);
  });
});

describe('blog text (requirements#blog-page: 600 characters)', () => {
  const long = 'a'.repeat(650);

  it('cuts text over 600 characters and toggles See More / Show Less', () => {
    const { container } = renderAt(<BlogText html={`<p>${long}</p>`} />);
    expect(container.querySelector('p')?.textContent).toBe(`${'a'.repeat(600)}…`);
    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(container.querySelector('p')?.textContent).toBe(long);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(container.querySelector('p')?.textContent?.length).toBe(601);
  });

  it('shows text of exactly 600 characters whole, without a toggle', () => {
    renderAt(<BlogText html={`<p>${'b'.repeat(600)}</p>`} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts the text, not the markup, and closes what it cut open', () => {
    const html = `<h2>Warm-up</h2><ul><li>${'c'.repeat(590)}</li><li>one <a href="https://example.org/x">two &amp; three</a></li></ul>`;
    const { container } = renderAt(<BlogText html={html} />);
    const shown = container.querySelector('.blog-text__body');
    // 7 (heading) + 590 + "one" = 600: the link is cut before its first character; every element is closed.
    expect(shown?.textContent).toBe(`Warm-up${'c'.repeat(590)}one…`);
    expect(shown?.innerHTML).toBe(`<h2>Warm-up</h2><ul><li>${'c'.repeat(590)}</li><li>one…</li></ul>`);
    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(shown?.querySelector('a')?.textContent).toBe('two & three');
  });
});
