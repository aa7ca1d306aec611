import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useNotify } from 'react-admin';
import { addMonths, monthLabel, zonedMonth } from '@school/common';
import { schoolTimeZone } from '../lib/school-time';
import { fieldErrorsOf, firstErrorOf } from '../lib/server-errors';
import { usePhone } from '../lib/use-phone';
import { useProviderQuery } from '../lib/use-provider-query';
import type { BillingRun, InvoiceSummary } from '../providers/billing-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { InvoiceDialog } from './invoice-dialog';
import { PaymentExceptions } from './payment-exceptions';
import { RunResult } from './run-result';
import { formatMoney } from './money';

const numberOf = (invoice: InvoiceSummary) => invoice.number ?? 'Draft';
const creditedOf = (invoice: InvoiceSummary) =>
  invoice.credited ? formatMoney(invoice.credited, invoice.currency) : '—';

/**
 * The month's invoices (docs/requirements.md#billing-run, #invoices): "Run billing" drafts one invoice per family
 * for a month that has ended, "Issue all drafts" numbers them; each opens with its lines, discounts, tax and credit
 * notes. A table on a laptop, a list on a phone.
 */
export function InvoicesPage() {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const phone = usePhone();
  const [period, setPeriod] = useState(() => addMonths(zonedMonth(new Date(), schoolTimeZone()), -1));
  const [round, setRound] = useState(0);
  const [run, setRun] = useState<BillingRun | null>(null);
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(period);
  const invoices = useProviderQuery(`invoices:${period}:${round}`, (p) =>
    valid ? p.getInvoices({ period }) : Promise.resolve([]),
  );
  const drafts = (invoices.data ?? []).filter((invoice) => invoice.status === 'DRAFT').length;
  const reload = () => setRound((n) => n + 1);

  const runBilling = async () => {
    setBusy(true);
    setPeriodError(null);
    setRun(null);
    try {
      setRun(await provider.runBilling(period));
      reload();
    } catch (caught) {
      setPeriodError(fieldErrorsOf(caught)?.period ?? firstErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const issueAll = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const issued = await provider.issueInvoices(period);
      notify(`${issued} ${issued === 1 ? 'invoice' : 'invoices'} issued`, { type: 'success' });
      reload();
    } catch (caught) {
      notify(firstErrorOf(caught), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const openButton = (invoice: InvoiceSummary) => (
    <Button
      size="small"
      onClick={() => setOpen(invoice.id)}
      aria-label={`Open ${numberOf(invoice)} to ${invoice.billedTo}`}
    >
      Open
    </Button>
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Invoices" />
      <CardContent>
        <PaymentExceptions onOpenInvoice={setOpen} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
          <TextField
            type="month"
            label="Month"
            size="small"
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value);
              setRun(null);
              setPeriodError(null);
            }}
            error={Boolean(periodError)}
            helperText={periodError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <Button variant="contained" onClick={() => void runBilling()} disabled={busy || !valid}>
            Run billing
          </Button>
          <Button variant="outlined" onClick={() => setConfirming(true)} disabled={busy || drafts === 0}>
            Issue all drafts
          </Button>
        </Box>
        {run && <RunResult run={run} />}
        {invoices.error && (
          <Typography color="error">The invoices could not be loaded: {invoices.error.message}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {!valid
            ? 'Choose a month.'
            : invoices.data
              ? invoices.data.length === 0
                ? `No invoices for ${monthLabel(period)} yet.`
                : `${invoices.data.length} ${invoices.data.length === 1 ? 'invoice' : 'invoices'} for ${monthLabel(period)}, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}`
              : 'Loading invoices…'}
        </Typography>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {(invoices.data ?? []).map((invoice) => (
              <Box component="li" key={invoice.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invoice.billedTo}</Typography>
                <Typography variant="body2">
                  {numberOf(invoice)} · {formatMoney(invoice.total, invoice.currency)}
                  {invoice.dueOn ? ` · due ${invoice.dueOn}` : ''}
                  {invoice.credited ? ` · credited ${creditedOf(invoice)}` : ''}
                </Typography>
                {openButton(invoice)}
              </Box>
            ))}
          </Box>
        ) : (
          (invoices.data ?? []).length > 0 && (
            <Table size="small" aria-label={`Invoices for ${monthLabel(period)}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Billed to</TableCell>
                  <TableCell>Number</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell align="right">Credited</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(invoices.data ?? []).map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{invoice.billedTo}</TableCell>
                    <TableCell>{numberOf(invoice)}</TableCell>
                    <TableCell align="right">{formatMoney(invoice.total, invoice.currency)}</TableCell>
                    <TableCell>{invoice.dueOn ?? '—'}</TableCell>
                    <TableCell align="right">{creditedOf(invoice)}</TableCell>
                    <TableCell>{openButton(invoice)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        )}
        {invoices.data && invoices.data.length === 0 && valid && !run && (
          <Alert severity="info" sx={{ mt: 1 }}>
            Run billing once the month has ended: it drafts one invoice per family with lessons to charge.
          </Alert>
        )}
      </CardContent>
      <Confirm
        isOpen={confirming}
        title={`Issue all drafts for ${monthLabel(period)}?`}
        content={`Each of the ${drafts} drafts gets the next invoice number and a due date, and its total goes on the family’s account. An issued invoice cannot be edited, only credited.`}
        confirm="Issue all"
        onConfirm={() => void issueAll()}
        onClose={() => setConfirming(false)}
      />
      {open && (
        <InvoiceDialog
          id={open}
          onClose={() => setOpen(null)}
          onChanged={(closed) => {
            reload();
            if (closed) setOpen(null);
          }}
        />
      )}
    </Card>
  );
}
