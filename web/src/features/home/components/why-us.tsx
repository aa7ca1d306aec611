import { whyUs } from '../../../content/pages';

export function WhyUs() {
  return (
    <section className="section section--tinted" aria-labelledby="why-us">
      <div className="container">
        <h2 id="why-us">{whyUs.heading}</h2>
        <ul className="grid grid--4">
          {whyUs.points.map((point) => (
            <li key={point.title} className="card">
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
