import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePhone } from '../lib/use-phone';
import type { FamilyLedger } from '../providers/billing-data';
import { formatMoney } from './money';

const KIND_NAMES: Record<string, string> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  CREDIT_NOTE: 'Credit note',
  CREDIT: 'Credit',
  REFUND: 'Refund',
};

/**
 * A family's ledger, oldest first: each line's date, what it was, its amount (what the family owes goes up with an
 * invoice or a refund, down with the rest) and the balance after it. A table on a laptop, a list on a phone.
 */
export function LedgerLines({ ledger }: { ledger: FamilyLedger }) {
  const phone = usePhone();
  const money = (amount: number) => formatMoney(amount, ledger.currency);
  const after = (balance: number) =>
    balance < 0 ? `${money(-balance)} in credit` : balance === 0 ? 'Settled' : `${money(balance)} owed`;
  if (ledger.lines.length === 0)
    return <Typography color="text.secondary">Nothing on the account yet: no invoice, payment or credit.</Typography>;
  if (phone)
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Account lines">
        {ledger.lines.map((line) => (
          <Box component="li" key={line.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {line.occurredOn} · {KIND_NAMES[line.kind] ?? line.kind}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{line.description}</Typography>
            <Typography variant="body2">
              {money(line.amount)} · after it: {after(line.balance)}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label="Account lines">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>What</TableCell>
          <TableCell>Description</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance after</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ledger.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.occurredOn}</TableCell>
            <TableCell>{KIND_NAMES[line.kind] ?? line.kind}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
            <TableCell align="right">{money(line.amount)}</TableCell>
            <TableCell align="right">{after(line.balance)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
