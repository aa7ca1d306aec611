import BarChartIcon from '@mui/icons-material/BarChart';
import { PageViewList } from './page-view-list';

export const pageViews = {
  list: PageViewList,
  icon: BarChartIcon,
  options: { label: 'Page views' },
  recordRepresentation: 'page',
};
