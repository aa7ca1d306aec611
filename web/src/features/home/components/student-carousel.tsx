import { Suspense, useRef } from 'react';
import { CarouselControls } from '../../../components/ui/carousel-controls';
import { useSiteContent } from '../../../content/site-content';
import { lazyPage } from '../../../lib/lazy-page';
import { visibilityGate } from '../../../lib/when-visible';
import { TestimonialCard } from './testimonial-card';

// react-multi-carousel is the heaviest part of the home page: load and hydrate it only when needed.
const gate = visibilityGate();
const slider = lazyPage(() => import('./student-carousel-slider'), gate.opened);

/**
 * What shows until the slider's chunk has loaded, when the page was not prerendered with it (a visit that reached
 * Home from another page): the slider's own markup and controls at its first stop, so that swapping in the real
 * slider moves nothing (the stylesheet sizes both alike).
 */
function Placeholder() {
  const { studentTestimonials } = useSiteContent();
  const total = studentTestimonials.length;
  return (
    <div className="react-multi-carousel-list student-carousel">
      <ul className="react-multi-carousel-track">
        {studentTestimonials.map((testimonial) => (
          <li key={testimonial.name} className="react-multi-carousel-item student-carousel__item">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <CarouselControls
        noun="student testimonial"
        className="student-carousel__controls"
        stops={total}
        current={0}
        last={total - 1}
        onGo={() => {}}
      />
    </div>
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
