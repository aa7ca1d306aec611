import { AdminUser } from '../modules/admin-user/admin-user.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { ContactMessage } from '../modules/contact-message/contact-message.entity';
import { PageView } from '../modules/page-view/page-view.entity';
import { Notification } from '../modules/notification/notification.entity';
import { Session } from '../modules/session/session.entity';
import { TeacherApplication } from '../modules/teacher-application/teacher-application.entity';
import { TrialRequest } from '../modules/trial-request/trial-request.entity';

export const entities = [ContactMessage, TrialRequest, TeacherApplication, PageView, AdminUser, Session, AuditEntry, Notification];
