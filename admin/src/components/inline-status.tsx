import NativeSelect from '@mui/material/NativeSelect';
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { STATUS_COLORS, statusLabel } from '../labels';

type Choice = { id: string; name: string };

/**
 * The row's status as a select (docs/requirements.md#dashboard-triage): a change shows at once
 * and is sent when its "Undo" notification closes (react-admin's undoable mode), so a slip costs
 * one click. Clicks stay inside the select (the row itself opens the record).
 */
export function InlineStatus({ choices }: { choices: Choice[]; source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update] = useUpdate();
  if (!record) return null;
  const status = String(record.status);
  const who = String(record.name ?? record.email ?? record.id);

  const change = (next: string) => {
    void update(
      resource,
      { id: record.id, data: { status: next }, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify(`${who}: ${statusLabel(next)}`, { type: 'info', undoable: true, messageArgs: { smart_count: 1 } }),
        onError: (error) => notify(error?.message || 'The status could not be changed', { type: 'error' }),
      },
    );
  };

  return (
    <NativeSelect
      value={status}
      onChange={(e) => change(e.target.value)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      inputProps={{ 'aria-label': `Status of ${who}` }}
      disableUnderline
      sx={(theme) => {
        const color = STATUS_COLORS[status] ?? 'default';
        const main = color === 'default' ? theme.palette.text.secondary : theme.palette[color].main;
        return {
          fontSize: '0.8125rem',
          border: 1,
          borderColor: main,
          borderRadius: 4,
          px: 1,
          color: main,
          '& select': { py: 0.25, pr: '20px !important' },
          '& svg': { color: main },
        };
      }}
    >
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </NativeSelect>
  );
}
