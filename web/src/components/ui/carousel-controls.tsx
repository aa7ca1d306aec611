export interface CarouselControlsProps {
  /** What one stop of the carousel shows, for the buttons' names: "teacher testimonial". */
  noun: string;
  /** How many stops the dots offer (a carousel that shows several items at once may hide its last dots by CSS). */
  stops: number;
  current: number;
  /** The last reachable stop (for a carousel showing several at once, fewer than `stops`). */
  last: number;
  onGo: (stop: number) => void;
  className?: string;
}

/**
 * The one set of controls both carousels use (teacher and student): previous, a dot per stop, next, in a row
 * under the cards, so no control ever covers text. At either end the arrow stays in place, dimmed, and keeps the
 * focus (aria-disabled rather than disabled). Every button has a name; the current dot says so (aria-current).
 */
export function CarouselControls({ noun, stops, current, last, onGo, className }: CarouselControlsProps) {
  const atStart = current <= 0;
  const atEnd = current >= last;
  return (
    <div className={`carousel-controls${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="carousel-controls__arrow carousel-controls__arrow--previous"
        aria-label={`Previous ${noun}`}
        aria-disabled={atStart || undefined}
        onClick={() => !atStart && onGo(current - 1)}
      />
      <ul className="carousel-controls__dots">
        {Array.from({ length: stops }, (_, stop) => (
          <li key={stop} className="carousel-controls__dot">
            <button
              type="button"
              aria-label={`Go to ${noun} ${stop + 1}`}
              aria-current={stop === current || undefined}
              onClick={() => onGo(stop)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-controls__arrow carousel-controls__arrow--next"
        aria-label={`Next ${noun}`}
        aria-disabled={atEnd || undefined}
        onClick={() => !atEnd && onGo(current + 1)}
      />
    </div>
  );
}
