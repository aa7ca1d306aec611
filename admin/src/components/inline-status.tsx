import NativeSelect from '@mui/material/NativeSelect';
import { useRef, useState } from 'react';
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { STATUS_COLORS, statusLabel } from '../labels';

type Choice = { id: string; name: string };

/**
 * The row's status as a select (docs/requirements.md#dashboard-triage): a change shows at once
 * and is sent when its "Undo" notification closes (react-admin's undoable mode), so a slip costs
 * one click. Clicks stay inside the select (the row itself opens the record). From the keyboard the
 * arrow keys only choose: Enter sends the choice, once; leaving the select or Escape drops it
 * (docs/requirements.md#dashboard-keys), so stepping past four statuses is not four audited saves.
 */
export function InlineStatus({ choices }: { choices: Choice[]; source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update] = useUpdate();
  const [draft, setDraft] = useState<string | null>(null);
  const keyboard = useRef(false);
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

  const onKeyDown = (event: React.KeyboardEvent) => {
    event.stopPropagation();
    keyboard.current = true;
    if (event.key === 'Escape') setDraft(null);
    if (event.key !== 'Enter' || draft === null) return;
    event.preventDefault();
    setDraft(null);
    if (draft !== status) change(draft);
  };

  return (
    <NativeSelect
      value={draft ?? status}
      onChange={(e) => (keyboard.current ? setDraft(e.target.value) : change(e.target.value))}
      onPointerDown={() => (keyboard.current = false)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={onKeyDown}
      onBlur={() => setDraft(null)}
      inputProps={{
        'aria-label': `Status of ${who}`,
        'aria-description': 'Arrow keys choose, Enter saves',
      }}
      disableUnderline
      sx={(theme) => {
        const color = STATUS_COLORS[draft ?? status] ?? 'default';
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
