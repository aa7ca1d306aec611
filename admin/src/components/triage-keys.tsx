import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';

const ROWS = 'tbody > tr.RaDatagrid-row, [data-triage-row]';

export const SHORTCUTS: [string, string][] = [
  ['j', 'Next row'],
  ['k', 'Previous row'],
  ['Enter', 'Open the focused row'],
  ['s', 'Change the status of the focused row'],
  ['?', 'Show these shortcuts'],
];

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Keyboard triage in a list (docs/requirements.md#dashboard-keys): j/k move a visible focus over
 * the rows, Enter opens the focused row, s focuses its status select, ? lists the keys.
 */
export function TriageKeys() {
  const [open, setOpen] = useState(false);
  const index = useRef(-1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      // an open dialog, menu or select list has the keys (the sidebar's own role="menu" list does not count)
      if (document.querySelector('.MuiDialog-root, .MuiPopover-root')) return;
      if (event.key === '?') {
        event.preventDefault();
        setOpen(true);
        return;
      }
      const rows = Array.from(document.querySelectorAll<HTMLElement>(ROWS));
      if (!rows.length) return;
      const current = rows.indexOf(document.activeElement as HTMLElement);
      if (current >= 0) index.current = current;
      const focus = (i: number) => {
        index.current = Math.max(0, Math.min(rows.length - 1, i));
        const row = rows[index.current];
        row.tabIndex = -1;
        row.focus();
        row.scrollIntoView({ block: 'nearest' });
      };
      const row = current >= 0 ? rows[current] : undefined;
      if (event.key === 'j') focus(current < 0 ? 0 : current + 1);
      else if (event.key === 'k') focus(current < 0 ? 0 : current - 1);
      else if (event.key === 'Enter' && row) {
        // a phone card opens through its title link; a table row through its own click (its cells hold mailto: links)
        const link = row.matches('[data-triage-row]') ? row.querySelector<HTMLElement>('a') : null;
        (link ?? row).click();
      } else if (event.key === 's' && row) {
        row.querySelector<HTMLElement>('select')?.focus();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="triage-keys-title">
      <DialogTitle id="triage-keys-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
          {SHORTCUTS.map(([key, what]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd style={{ margin: 0 }}>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
