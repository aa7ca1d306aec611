import type { SiteTestimonial } from '@school/common';

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
      <span className="testimonial__avatar" aria-hidden="true">
        {initials(testimonial.name)}
      </span>
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
