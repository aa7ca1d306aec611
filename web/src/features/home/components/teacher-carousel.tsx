import { useState } from 'react';
import { useSiteContent } from '../../../content/site-content';
import { TestimonialCard } from './testimonial-card';

/** Teacher testimonials, one at a time, with previous/next buttons (keyboard usable). */
export function TeacherCarousel() {
  const { teacherTestimonials } = useSiteContent();
  const [index, setIndex] = useState(0);
  const count = teacherTestimonials.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  // The school may have none published: no empty section then.
  if (count === 0) return null;

  return (
    <section className="section" aria-labelledby="teacher-voices">
      <div className="container narrow">
        <h2 id="teacher-voices">What Our Teachers Say</h2>
        <div className="single-carousel" role="group" aria-roledescription="carousel" aria-label="Teacher testimonials">
          <div aria-live="polite" aria-atomic="true">
            <p className="visually-hidden">
              Testimonial {index + 1} of {count}
            </p>
            <TestimonialCard testimonial={teacherTestimonials[index]} />
          </div>
          <div className="single-carousel__controls">
            <button
              type="button"
              className="icon-button"
              aria-label="Previous teacher testimonial"
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="icon-button" aria-label="Next teacher testimonial" onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
