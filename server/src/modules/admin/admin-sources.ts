/**
 * What the dashboard's services read of other features, wired here so that no feature names another's tables:
 * "Before you launch" reads the school and the published content, enrolment reads trial requests and teachers.
 */
import type { DataSource } from 'typeorm';
import { Teacher } from '../booking/teacher.entity';
import { teacherIdByEmail } from '../booking/teacher-accounts';
import { TrialBooking } from '../booking/trial-booking.entity';
import { BlogPost } from '../content/blog-post.entity';
import { RisingStar } from '../content/rising-star.entity';
import { SchoolDetails } from '../content/school-details.entity';
import { SCHOOL_ROW } from '../content/school-details.service';
import { Testimonial } from '../content/testimonial.entity';
import type { LaunchData } from '../dashboard/launch-checklist';
import type { EnrolmentSources } from '../lessons/lesson-rules';
import { TrialRequest } from '../trial-request/trial-request.entity';
import { trialRequestStatuses } from '../trial-request/trial-request-statements';

/** What "Before you launch" reads: the school, the published content, the active teachers. */
export function launchData(dataSource: DataSource): LaunchData {
  const published = { published: true };
  return {
    school: () => dataSource.getRepository(SchoolDetails).findOneBy({ id: SCHOOL_ROW }),
    posts: () => dataSource.getRepository(BlogPost).findBy(published),
    stars: () => dataSource.getRepository(RisingStar).findBy(published),
    testimonials: () => dataSource.getRepository(Testimonial).findBy(published),
    teachers: () => dataSource.getRepository(Teacher).findBy({ active: true }),
  };
}

/** What enrolment reads of the trial requests, their bookings and the teachers. */
export function enrolmentSources(dataSource: DataSource): EnrolmentSources {
  return {
    async trialRequest(id) {
      const request = await dataSource.getRepository(TrialRequest).findOneBy({ id });
      if (!request) return null;
      const booking = await dataSource
        .getRepository(TrialBooking)
        .findOne({ where: { trialRequestId: id }, order: { createdAt: 'DESC', id: 'DESC' } });
      return {
        id: request.id,
        name: request.name,
        email: request.email,
        phone: request.phone,
        course: request.category,
        spam: Boolean(request.spam),
        status: request.status,
        teacherId: booking?.teacherId ?? null,
        timeZone: booking?.visitorTimeZone ?? null,
      };
    },
    teacher: (id) => dataSource.getRepository(Teacher).findOneBy({ id }),
    teacherIdByEmail: (email) => teacherIdByEmail(dataSource, email),
    activeTeachers: () => dataSource.getRepository(Teacher).find({ where: { active: true }, order: { name: 'ASC' } }),
    markEnrolled: (requestId, at) => trialRequestStatuses.markEnrolled(requestId, at),
  };
}
