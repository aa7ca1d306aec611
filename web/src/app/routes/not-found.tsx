import { Link } from 'react-router-dom';
import art from '../../assets/banners/not-found.svg?raw';
import { Banner } from '../../components/layout/banner';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  return (
    <>
      <Banner page="notFound" art={art} />
      <section className="section container prose" aria-labelledby="not-found-title">
        <h2 id="not-found-title">We could not find that page</h2>
        <p>The address may be mistyped, or the page may have moved.</p>
        <p>
          <Link to={paths.home}>Go to the home page</Link> or <Link to={paths.courses}>browse our courses</Link>.
        </p>
      </section>
    </>
  );
}
