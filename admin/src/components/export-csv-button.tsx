import DownloadIcon from '@mui/icons-material/GetApp';
import Button from '@mui/material/Button';
import { useListContext, useResourceContext } from 'react-admin';
import { exportUrl, toApiFilter } from '../providers/filters';
import { RESOURCES } from '../providers/resource-map';

/**
 * A plain link to the server's streamed CSV for the list's current filters and sort:
 * the browser downloads it directly; nothing is built in the page.
 */
export function ExportCsvButton() {
  const resource = useResourceContext() ?? '';
  const list = useListContext();
  const { sort, total } = list;
  const spec = RESOURCES[resource];
  if (!spec?.exportName) return null;
  const href = exportUrl(
    spec.exportName,
    toApiFilter(list.filterValues as Record<string, unknown>, spec.filters),
    sort,
  );
  return (
    <Button
      component="a"
      href={href}
      download
      size="small"
      startIcon={<DownloadIcon />}
      aria-disabled={total === 0 || undefined}
    >
      Export CSV
    </Button>
  );
}
