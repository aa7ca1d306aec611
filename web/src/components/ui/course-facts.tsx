import type { SiteCourse } from '@school/common';

/** The facts of a course the school has set (docs/requirements.md#courses), as a small list; nothing without any. */
export function CourseFacts({ course, compact = false }: { course: SiteCourse; compact?: boolean }) {
  const facts: [string, string][] = [];
  if (course.level) facts.push(['Level', course.level]);
  if (course.ages) facts.push(['Ages', course.ages]);
  if (course.lessonMinutes != null) facts.push(['Lesson', `${course.lessonMinutes} minutes`]);
  if (course.fee) facts.push(['Fee', course.fee]);
  if (facts.length === 0) return null;
  return (
    <dl className={compact ? 'course-facts course-facts--compact' : 'course-facts'}>
      {facts.map(([term, value]) => (
        <div key={term} className="course-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
