import { Link } from 'react-router-dom';
import art from '../../assets/banners/courses.svg?raw';
import { Banner } from '../../components/layout/banner';
import { CourseFacts } from '../../components/ui/course-facts';
import { ImageSlot, artFor } from '../../components/ui/artwork';
import { FEES_HINT } from '../../content/courses';
import { useSiteContent } from '../../content/site-content';
import { trialLink } from '../../features/trial/utils/course-link';
import { HydrateLater } from '../hydrate-later';

export default function CoursesPage() {
  const { courses } = useSiteContent();
  return (
    <>
      <Banner page="courses" art={art} />
      <HydrateLater>
        <section className="section container" aria-labelledby="courses-title">
          <h2 id="courses-title">Our Courses</h2>
          <ul className="grid grid--fill">
            {courses.map((course) => (
              <li key={course.slug} className="card course">
                <ImageSlot
                  image={course.image}
                  art={artFor(course.slug)}
                  sizes="(min-width: 1100px) 370px, (min-width: 640px) 50vw, 100vw"
                  className="course__media"
                />
                <p className="course__group">{course.group}</p>
                <h3>{course.name}</h3>
                <p>{course.summary}</p>
                <ul className="ticks">
                  {course.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
                <CourseFacts course={course} />
                <p className="course__hint">{FEES_HINT}</p>
                <Link
                  to={trialLink(course.slug)}
                  className="btn btn--primary"
                  aria-label={`Get a trial: ${course.name}`}
                >
                  Get a trial
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </HydrateLater>
    </>
  );
}
