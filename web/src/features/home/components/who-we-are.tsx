import { whoWeAre } from '../../../content/pages';

export function WhoWeAre() {
  return (
    <section className="section" aria-labelledby="who-we-are">
      <div className="container narrow">
        <h2 id="who-we-are">{whoWeAre.heading}</h2>
        {whoWeAre.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="lead">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
