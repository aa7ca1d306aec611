import DownloadIcon from '@mui/icons-material/GetApp';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { monthLabel } from '@school/common';
import { exactTime } from '../lib/school-time';
import { firstErrorOf } from '../lib/server-errors';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SchoolDataProvider } from '../providers/data-provider';
import { CreditNoteDialog } from './credit-note-dialog';
import { formatMoney, rateText } from './money';

/** The invoice as a PDF (a draft marked DRAFT), served to admins by the server. */
export const invoicePdfUrl = (id: string) => `/admin/invoices/${encodeURIComponent(id)}.pdf`;

/**
 * One invoice (docs/requirements.md#invoices): its lines, subtotal, discounts, tax and total, and its credit notes.
 * A draft is issued or discarded here; an issued invoice is never edited, only credited ("Credit note").
 */
export function InvoiceDialog({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose: () => void;
  /** After a change; `closed`: the invoice is gone (discarded). */
  onChanged: (closed: boolean) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [crediting, setCrediting] = useState(false);
  const invoice = useProviderQuery(`invoice:${id}:${round}`, (p) => p.getInvoice(id));
  const inv = invoice.data;
  const money = (amount: number) => formatMoney(amount, inv?.currency ?? 'INR');
  const act = async (what: () => Promise<unknown>, done: string, closed: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await what();
      notify(done, { type: 'success' });
      onChanged(closed);
      if (!closed) setRound((n) => n + 1);
    } catch (caught) {
      setError(firstErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const title = inv ? `${inv.number ?? 'Draft invoice'} · ${inv.billedTo}` : 'Invoice';
  const totals: [string, number][] = inv
    ? [
        ['Subtotal', inv.subtotal],
        ...(inv.discount ? ([['Discounts', -inv.discount]] as [string, number][]) : []),
        ...(inv.taxBp ? ([[`${inv.taxLabel} at ${rateText(inv.taxBp)}`, inv.tax]] as [string, number][]) : []),
        ['Total', inv.total],
        ...(inv.credited ? ([['Credited', -inv.credited]] as [string, number][]) : []),
      ]
    : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="invoice-title" fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id="invoice-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {invoice.error && <Typography color="error">{invoice.error.message}</Typography>}
        {!inv && !invoice.error && <Typography>Loading the invoice…</Typography>}
        {inv && (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {monthLabel(inv.period)} ·{' '}
              {inv.status === 'DRAFT'
                ? 'Draft: not sent, no number yet'
                : `Issued ${inv.issuedAt ? exactTime(inv.issuedAt) : ''}${inv.dueOn ? `, due ${inv.dueOn}` : ''}`}
            </Typography>
            <Table size="small" aria-label="Invoice lines">
              <TableHead>
                <TableRow>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {inv.lines.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={2}>No lines.</TableCell>
                  </TableRow>
                )}
                {inv.lines.map((line, i) => (
                  <TableRow key={i}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
                    <TableCell align="right">{money(line.amount)}</TableCell>
                  </TableRow>
                ))}
                {totals.map(([label, amount]) => (
                  <TableRow key={label}>
                    <TableCell sx={{ fontWeight: label === 'Total' ? 700 : 500 }}>{label}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: label === 'Total' ? 700 : 500 }}>
                      {money(amount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {inv.creditNotes.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  Credit notes
                </Typography>
                <Table size="small" aria-label="Credit notes">
                  <TableBody>
                    {inv.creditNotes.map((note) => (
                      <TableRow key={note.id}>
                        <TableCell>{note.number}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{note.reason}</TableCell>
                        <TableCell align="right">{formatMoney(note.amount, note.currency)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
            {error && (
              <Typography color="error" role="alert" variant="body2" sx={{ mt: 1 }}>
                {error}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {inv?.status === 'DRAFT' && (
          <>
            <Button
              color="error"
              disabled={busy}
              onClick={() => void act(() => provider.discardInvoice(inv.id), 'Draft discarded', true)}
            >
              Discard
            </Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void act(() => provider.issueInvoice(inv.id), 'Invoice issued', false)}
            >
              Issue
            </Button>
          </>
        )}
        {inv && (
          <Button component="a" href={invoicePdfUrl(inv.id)} download startIcon={<DownloadIcon />}>
            Download PDF
          </Button>
        )}
        {inv?.status === 'ISSUED' && inv.credited < inv.total && (
          <Button disabled={busy} onClick={() => setCrediting(true)}>
            Credit note
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {crediting && inv && (
        <CreditNoteDialog
          invoice={inv}
          onClose={() => setCrediting(false)}
          onSaved={() => {
            setCrediting(false);
            onChanged(false);
            setRound((n) => n + 1);
          }}
        />
      )}
    </Dialog>
  );
}
