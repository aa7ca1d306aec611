import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ExportCsvButton } from './export-csv-button';

export function ListActions({ create = false, filters = true }: { create?: boolean; filters?: boolean }) {
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {create && <CreateButton />}
      <ExportCsvButton />
    </TopToolbar>
  );
}
