import type { SiteTestimonial } from '@school/common';
import { Picture } from '../../../components/ui/picture';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

export function TestimonialCard({ testimonial }: { testimonial: SiteTestimonial }) {
  return (
    <figure className="card testimonial">
      {/* the person's photo once the school has uploaded one; their initials until then */}
      {testimonial.image ? (
        <Picture image={testimonial.image} sizes="48px" className="testimonial__avatar testimonial__photo" />
      ) : (
        <span className="testimonial__avatar" aria-hidden="true">
          {initials(testimonial.name)}
        </span>
      )}
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>
        <span className="muted">
          {testimonial.subject} · {testimonial.location}
        </span>
      </figcaption>
    </figure>
  );
}
