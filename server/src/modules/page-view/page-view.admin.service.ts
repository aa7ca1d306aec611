import type { SubmissionResource } from '../admin/submission-admin.service';
import { PageView } from './page-view.entity';

export const pageViewResource: SubmissionResource<PageView> = {
  entity: PageView,
  name: 'page_view',
  statuses: null,
  search: ['page'],
  sortable: ['createdAt', 'page', 'id'],
  has: { status: false, category: false, spam: false },
  texts: {},
};
