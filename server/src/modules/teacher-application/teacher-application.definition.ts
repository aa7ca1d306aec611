import { TEACHER_APPLICATION } from '@school/common';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ApplicationStatusEnum } from '../enums.types';
import { defineKind, type KindDefinition } from '../kinds/kind-definition';
import { TeacherApplicationAdminService } from './teacher-application.admin.service';
import { TeacherApplication } from './teacher-application.entity';

/** The resume's download link: the storage key itself never leaves the server. */
@Resolver(() => TeacherApplication)
export class TeacherApplicationResumeResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Where a signed-in admin or recruiter downloads the stored resume PDF: "/admin/resumes/<id>" (add ?inline=1 to view it in the browser); null when no file is stored.',
  })
  resumeDownloadPath(@Root() application: TeacherApplication): string | null {
    return application.resumeKey ? `/admin/resumes/${application.id}` : null;
  }
}

export const teacherApplicationKind: KindDefinition<TeacherApplication> = defineKind({
  spec: TEACHER_APPLICATION,
  entity: TeacherApplication,
  statusEnum: ApplicationStatusEnum,
  words: {
    one: 'application',
    many: 'applications',
    arrived: 'Received',
    search: "the name, the email, the message, the notes or the assignee's email or name",
    erasesToo: 'their stored resume files included',
  },
  notice: {
    title: 'New teacher application',
    acknowledgement: {
      subject: 'We received your application to teach with us',
      next: [
        'Thank you for applying to teach with us. Your application reached the school.',
        'Our team reads every application. If your profile fits a course we offer, we write to you to arrange a conversation and a short demo class.',
      ],
    },
    details: (row) => {
      const hasResume = Boolean(row.resumeKey || row.resumeUrl);
      return {
        fields: [
          ['Message', row.message],
          // never attached to the mail: the file stays behind the dashboard's sign-in
          ['Resume', hasResume ? 'in the dashboard (not attached to this mail)' : 'none'],
        ],
        data: { message: row.message, hasResume },
      };
    },
  },
  adminService: (deps) => new TeacherApplicationAdminService(deps, teacherApplicationKind),
  resolvers: [TeacherApplicationResumeResolver],
});
