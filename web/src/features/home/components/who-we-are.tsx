import { whoWeAre } from '../../../content/pages';
import { useSchoolText } from '../../../content/school-text';

export function WhoWeAre() {
  const t = useSchoolText();
  return (
    <section className="section" aria-labelledby="who-we-are">
      <div className="container prose">
        <h2 id="who-we-are">{whoWeAre.heading}</h2>
        {whoWeAre.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="lead">
            {t(paragraph)}
          </p>
        ))}
      </div>
    </section>
  );
}
