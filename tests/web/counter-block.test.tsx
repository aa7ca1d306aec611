import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultContent } from '../../web/src/content/default-content';
import { SiteContentProvider } from '../../web/src/content/site-content';
import { CounterBlock } from '../../web/src/features/home/components/counter-block';

const renderBlock = () =>
  render(
    <SiteContentProvider content={defaultContent}>
      <CounterBlock />
    </SiteContentProvider>,
  );

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function installObserver() {
  const observers: { callback: Callback; options: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

function installFrames() {
  let now = 0;
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return (ms: number) => {
    now = ms;
    const due = frames.splice(0);
    act(() => due.forEach((cb) => cb(now)));
  };
}

const values = () => screen.getAllByText(/\+$/).map((el) => el.textContent);

describe('counters (requirements#home-claims)', () => {
  it('start at 0, wait for 10% visibility, and reach 15+ / 200+ / 1500+ after 2 s', () => {
    const observers = installObserver();
    const frameAt = installFrames();
    renderBlock();
    expect(values()).toEqual(['0+', '0+', '0+']);
    expect(observers[0].options.threshold).toBe(0.1);
    act(() => observers[0].callback([{ isIntersecting: true }]));
    frameAt(0);
    frameAt(1000);
    expect(values()).toEqual(['8+', '100+', '750+']);
    frameAt(2000);
    expect(values()).toEqual(['15+', '200+', '1500+']);
  });

  it('shows the final values at once when the visitor prefers reduced motion', () => {
    installObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderBlock();
    expect(values()).toEqual(['15+', '200+', '1500+']);
  });
});
