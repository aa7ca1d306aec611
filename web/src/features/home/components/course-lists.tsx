import { Link } from 'react-router-dom';
import { CourseFacts } from '../../../components/ui/course-facts';
import { ImageSlot, artFor } from '../../../components/ui/artwork';
import { paths } from '../../../config/paths';
import { useSiteContent } from '../../../content/site-content';

const GROUPS = ['Instruments', 'Singing'] as const;

/** The two course lists of the home page, each with a Learn More link to /Courses. */
export function CourseLists() {
  const { courses } = useSiteContent();
  return (
    <section className="section" aria-labelledby="our-courses">
      <div className="container">
        <h2 id="our-courses">Our Courses</h2>
        <ul className="grid grid--2">
          {GROUPS.map((group) => (
            <li key={group} className="card course-list">
              <ImageSlot
                art={artFor(courses.find((course) => course.group === group)?.slug ?? '')}
                sizes="(min-width: 640px) 50vw, 100vw"
                className="course__media"
              />
              <h3>{group}</h3>
              <ul>
                {courses
                  .filter((course) => course.group === group)
                  .map((course) => (
                    <li key={course.slug}>
                      {course.name}
                      <CourseFacts course={course} compact />
                    </li>
                  ))}
              </ul>
              {/* Lighthouse's link-text audit reads the text, not aria-label: the rest of the name is visually hidden text. */}
              <Link to={paths.courses} className="btn btn--outline">
                Learn More<span className="visually-hidden"> about {group.toLowerCase()} courses</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
