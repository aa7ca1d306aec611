import { HydrateLater } from '../../../app/hydrate-later';
import { useState } from 'react';
import { CarouselControls } from '../../../components/ui/carousel-controls';
import { useSiteContent } from '../../../content/site-content';
import { TestimonialCard } from './testimonial-card';

/**
 * Teacher testimonials, one at a time, with the shared carousel controls (keyboard usable). Every testimonial is
 * rendered in the same grid cell and only the current one is shown: the box is as tall as the longest, so moving
 * through them never moves the controls or the page below.
 */
export function TeacherCarousel() {
  const { teacherTestimonials } = useSiteContent();
  const [index, setIndex] = useState(0);
  const count = teacherTestimonials.length;
  // The school may have none published: no empty section then.
  if (count === 0) return null;

  return (
    <HydrateLater>
      <section className="section" aria-labelledby="teacher-voices">
        <div className="container">
          <h2 id="teacher-voices">What Our Teachers Say</h2>
          <div
            className="single-carousel"
            role="group"
            aria-roledescription="carousel"
            aria-label="Teacher testimonials"
          >
            <p className="visually-hidden" aria-live="polite" aria-atomic="true">
              Testimonial {index + 1} of {count}
            </p>
            <div className="single-carousel__stage">
              {teacherTestimonials.map((testimonial, i) => (
                <div
                  key={testimonial.name}
                  className="single-carousel__slide"
                  aria-hidden={i === index ? undefined : true}
                  inert={i === index ? undefined : true}
                >
                  <TestimonialCard testimonial={testimonial} />
                </div>
              ))}
            </div>
            <CarouselControls
              noun="teacher testimonial"
              stops={count}
              current={index}
              last={count - 1}
              onGo={setIndex}
            />
          </div>
        </div>
      </section>
    </HydrateLater>
  );
}
