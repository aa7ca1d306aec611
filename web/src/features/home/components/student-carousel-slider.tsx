import CarouselModule from 'react-multi-carousel';
import type { ComponentType } from 'react';
import { useSiteContent } from '../../../content/site-content';
import { TestimonialCard } from './testimonial-card';

// react-multi-carousel is CommonJS; depending on the bundler's interop the component is the default
// import itself or its `default` property.
const Carousel = ((CarouselModule as unknown as { default?: unknown }).default ??
  CarouselModule) as typeof CarouselModule & ComponentType;

/** Items per view by screen width (docs/requirements.md#student-carousel). */
export const studentCarouselResponsive = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 5 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 3 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};

/**
 * The react-multi-carousel slider of student testimonials; arrows and dots are buttons with names.
 * Loaded as its own chunk, only when the section comes near the viewport.
 */
export default function StudentCarouselSlider() {
  const { studentTestimonials } = useSiteContent();
  return (
    <Carousel
      responsive={studentCarouselResponsive}
      ssr
      deviceType="desktop"
      infinite={false}
      showDots
      keyBoardControl={false}
      containerClass="student-carousel"
      itemClass="student-carousel__item"
      dotListClass="student-carousel__dots"
    >
      {studentTestimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </Carousel>
  );
}
