import { Suspense, useRef } from 'react';
import { useSiteContent } from '../../../content/site-content';
import { lazyPage } from '../../../lib/lazy-page';
import { visibilityGate } from '../../../lib/when-visible';
import { TestimonialCard } from './testimonial-card';

// react-multi-carousel is the heaviest part of the home page: load and hydrate it only when needed.
const gate = visibilityGate();
const slider = lazyPage(() => import('./student-carousel-slider'), gate.opened);

function Placeholder() {
  const { studentTestimonials } = useSiteContent();
  return (
    <ul className="grid grid--3">
      {studentTestimonials.slice(0, 3).map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

/** Student testimonials (docs/requirements.md#student-carousel), items per view by screen width. */
export function StudentCarousel() {
  const section = useRef<HTMLElement>(null);
  gate.useOpenWhenVisible(section);
  if (useSiteContent().studentTestimonials.length === 0) return null;
  return (
    <section ref={section} className="section section--tinted" aria-labelledby="student-voices">
      <div className="container">
        <h2 id="student-voices">What Our Students Say</h2>
        <div role="group" aria-roledescription="carousel" aria-label="Student testimonials">
          <Suspense fallback={<Placeholder />}>
            <slider.Component />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
