interface HowItWorksProps {
  steps: readonly string[];
  details: Record<string, string>;
}

/** Numbered steps: Enroll / Get 1-1 training / Certified as musician, or the career steps. */
export function HowItWorks({ steps, details }: HowItWorksProps) {
  return (
    <section className="section section--tinted" aria-labelledby="how-it-works">
      <div className="container">
        <h2 id="how-it-works">How It Works</h2>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step} className="card steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step}</h3>
              <p>{details[step]}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
