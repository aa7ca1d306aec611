import { PAGE_VIEW } from '@school/common';
import { defineKind } from '../kinds/kind-definition';
import { PageView } from './page-view.entity';

export const pageViewKind = defineKind({
  spec: PAGE_VIEW,
  entity: PageView,
  statusEnum: null,
  words: {
    one: 'page view',
    many: 'page views',
    listed: 'recorded page views',
    arrived: 'Shown',
    search: 'the page path',
  },
});
