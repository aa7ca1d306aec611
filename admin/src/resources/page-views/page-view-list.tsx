import { BulkActionsToolbar, Datagrid, List, SearchInput, TextField } from 'react-admin';
import { SchoolDateInput } from '../../components/school-date-input';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { ListActions } from '../../components/list-actions';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import { RelativeTimeField } from '../../components/time-field';
import { PageViewStatsPanel } from './page-view-stats';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search pages" />,
  <SchoolDateInput key="createdFrom" source="createdFrom" label="Seen from" />,
  <SchoolDateInput key="createdTo" source="createdTo" label="Seen until" />,
];

export function PageViewList() {
  return (
    <>
      <PageViewStatsPanel />
      <List
        title="Page views"
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
      >
        <PhoneOr
          phone={
            <>
              <BulkActionsToolbar>
                <BulkDeleteForGoodButton />
              </BulkActionsToolbar>
              <PhoneList primary={(r) => String(r.page)} link={false} selectable />
            </>
          }
        >
          <Datagrid bulkActionButtons={<BulkDeleteForGoodButton />} rowClick={false}>
            <RelativeTimeField source="createdAt" label="Seen" />
            <TextField source="page" />
          </Datagrid>
        </PhoneOr>
      </List>
    </>
  );
}
