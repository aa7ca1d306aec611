import { Datagrid, DateField, DateInput, List, SearchInput, TextField } from 'react-admin';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { ListActions } from '../../components/list-actions';
import { PageViewStatsPanel } from './page-view-stats';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search pages" />,
  <DateInput key="createdFrom" source="createdFrom" label="Seen from" />,
  <DateInput key="createdTo" source="createdTo" label="Seen until" />,
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
        <Datagrid bulkActionButtons={<BulkDeleteForGoodButton />} rowClick={false}>
          <DateField locales="en-GB" source="createdAt" label="Seen" showTime />
          <TextField source="page" />
        </Datagrid>
      </List>
    </>
  );
}
