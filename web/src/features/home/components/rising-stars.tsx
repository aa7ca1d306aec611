import { LiteVideo } from '../../../components/ui/lite-video';
import { useSiteContent } from '../../../content/site-content';

export function RisingStars() {
  const { risingStars } = useSiteContent();
  return (
    <section className="section section--tinted" aria-labelledby="rising-stars">
      <div className="container">
        <h2 id="rising-stars">Rising Stars</h2>
        <ul className="grid grid--3">
          {risingStars.map((star) => (
            <li key={star.name} className="card">
              <LiteVideo videoId={star.youtubeId} title={`${star.name} performs ${star.subject}`} />
              <h3>{star.name}</h3>
              <p className="muted">{star.location}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
