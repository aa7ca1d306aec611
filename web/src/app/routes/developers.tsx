import art from '../../assets/banners/developers.svg?raw';
import { Banner } from '../../components/layout/banner';
import { developer } from '../../content/school';

export default function DevelopersPage() {
  return (
    <>
      <Banner page="developers" art={art} />
      <section className="section container" aria-labelledby="developer-name">
        <article className="card developer-card measure">
          <span className="testimonial__avatar" aria-hidden="true">
            {developer.name
              .split(' ')
              .map((part) => part[0])
              .join('')}
          </span>
          <h2 id="developer-name">{developer.name}</h2>
          <p>{developer.role}</p>
          <ul className="inline-list">
            <li>
              <a href={`mailto:${developer.email}`}>Email {developer.email}</a>
            </li>
            {developer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </article>
      </section>
    </>
  );
}
