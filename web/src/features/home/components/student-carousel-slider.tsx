import CarouselModule from 'react-multi-carousel';
import type { ButtonGroupProps } from 'react-multi-carousel/lib/types';
import type { ComponentType } from 'react';
import { CarouselControls } from '../../../components/ui/carousel-controls';
import { useSiteContent } from '../../../content/site-content';
import { TestimonialCard } from './testimonial-card';

// react-multi-carousel is CommonJS; depending on the bundler's interop the component is the default
// import itself or its `default` property.
const Carousel = ((CarouselModule as unknown as { default?: unknown }).default ??
  CarouselModule) as typeof CarouselModule & ComponentType;

/**
 * Items per view by screen width (docs/requirements.md#student-carousel). The stylesheet (styles/carousel.css) gives
 * the prerendered slider the same widths at the same breakpoints, so its script changes nothing visible: keep both
 * in step.
 */
export const studentCarouselResponsive = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 5 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 3 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};

/**
 * The shared controls, fed by the carousel, inside its root element (the stylesheet wraps them to a row of their own
 * under the cards): the slider stays one element, which Preact's hydration keeps whole while the chunk loads. One dot per testimonial is rendered whatever the width (before the
 * script runs the width is not known); the stylesheet hides the dots of stops a wider view never reaches.
 */
function StudentCarouselButtons({ carouselState, goToSlide }: ButtonGroupProps) {
  const total = useSiteContent().studentTestimonials.length;
  const current = carouselState?.currentSlide ?? 0;
  const perView = carouselState?.slidesToShow || 1;
  return (
    <CarouselControls
      noun="student testimonial"
      className="student-carousel__controls"
      stops={total}
      current={current}
      last={Math.max(0, total - perView)}
      onGo={(stop) => goToSlide?.(stop)}
    />
  );
}

/** The react-multi-carousel slider of student testimonials. Loaded as its own chunk, only when the section comes near the viewport. */
export default function StudentCarouselSlider() {
  const { studentTestimonials } = useSiteContent();
  return (
    <Carousel
      responsive={studentCarouselResponsive}
      ssr
      deviceType="desktop"
      infinite={false}
      arrows={false}
      keyBoardControl={false}
      containerClass="student-carousel"
      itemClass="student-carousel__item"
      customButtonGroup={<StudentCarouselButtons />}
    >
      {studentTestimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </Carousel>
  );
}
