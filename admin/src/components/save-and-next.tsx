import Button from '@mui/material/Button';
import {
  SaveButton,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useStore,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';

interface StoredListParams {
  sort?: string;
  order?: string;
  page?: number;
  perPage?: number;
  filter?: Record<string, unknown>;
}

/** The record after `id` in the list as the user last left it (filters, sort, page kept by react-admin). */
function useNextId(resource: string, id: Identifier | undefined): { next?: Identifier; ready: boolean } {
  const [params] = useStore<StoredListParams>(`${resource}.listParams`, {});
  const sort = {
    field: params.sort ?? 'createdAt',
    order: params.order === 'ASC' ? ('ASC' as const) : ('DESC' as const),
  };
  const page = params.page ?? 1;
  const perPage = params.perPage ?? 25;
  const filter = params.filter ?? {};
  const here = useGetList<RaRecord>(resource, { pagination: { page, perPage }, sort, filter });
  const rows = here.data ?? [];
  const at = rows.findIndex((r) => String(r.id) === String(id));
  const onNextPage = rows.length > 0 && at === rows.length - 1 && (here.total ?? 0) > page * perPage;
  const following = useGetList<RaRecord>(
    resource,
    { pagination: { page: page + 1, perPage }, sort, filter },
    { enabled: onNextPage },
  );
  if (onNextPage) return { next: following.data?.[0]?.id, ready: !following.isPending };
  const next = at >= 0 ? rows[at + 1]?.id : rows.find((r) => String(r.id) !== String(id))?.id;
  return { next, ready: !here.isPending };
}

/**
 * "Save & next" (docs/requirements.md#dashboard-triage): saves, then opens the next record of
 * the filtered, sorted list the user came from; the last one goes back to the list. The next id is
 * read before saving, so a record the change moves out of the filter does not lose the place.
 */
export function SaveAndNextButton() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { next, ready } = useNextId(resource, record?.id);
  const { isDirty } = useFormState();
  const redirect = useRedirect();
  const notify = useNotify();
  const go = () => (next !== undefined ? redirect('edit', resource, next) : redirect('list', resource));
  if (!isDirty)
    return (
      <Button variant="outlined" disabled={!ready} onClick={go}>
        Next
      </Button>
    );
  return (
    <SaveButton
      type="button"
      label="Save & next"
      variant="outlined"
      disabled={!ready}
      mutationOptions={{
        onSuccess: () => {
          notify(`resources.${resource}.notifications.updated`, { type: 'info', messageArgs: { smart_count: 1 } });
          go();
        },
      }}
    />
  );
}
