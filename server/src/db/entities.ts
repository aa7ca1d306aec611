import { ContactMessage } from '../modules/contact-message/contact-message.entity';
import { PageView } from '../modules/page-view/page-view.entity';
import { TeacherApplication } from '../modules/teacher-application/teacher-application.entity';
import { TrialRequest } from '../modules/trial-request/trial-request.entity';

export const entities = [ContactMessage, TrialRequest, TeacherApplication, PageView];
