import { useEffect, useRef, useState } from 'react';
import { useSiteContent } from '../../../content/site-content';
import { prefersReducedMotion } from '../../../lib/motion';

const DURATION_MS = 2000;

/**
 * The three claims (docs/requirements.md#home-claims): each counts from 0 over 2 s once 10% of the block is
 * visible. The prerendered HTML carries the final values; with reduced motion they stay put.
 */
export function CounterBlock() {
  const { counters } = useSiteContent();
  const block = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = block.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    setProgress(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = Math.min(1, (now - start) / DURATION_MS);
          setProgress(next);
          if (next < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section className="section counters" aria-label="Our school in numbers">
      <div ref={block} className="container counters__grid">
        {counters.map((counter) => (
          <div key={counter.label} className="counters__item">
            <p className="counters__value">
              {Math.round(counter.value * progress)}
              {counter.suffix}
            </p>
            <p className="counters__label">{counter.label}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
