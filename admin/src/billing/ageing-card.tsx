import DownloadIcon from '@mui/icons-material/GetApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { usePhone } from '../lib/use-phone';
import { useProviderQuery } from '../lib/use-provider-query';
import type { BillingAgeing } from '../providers/billing-reports-data';
import { formatMoney } from './money';

type Row = BillingAgeing['rows'][number];
const BUCKETS = [
  { key: 'notDue', label: 'Not due' },
  { key: 'days1to30', label: '1–30 days' },
  { key: 'days31to60', label: '31–60 days' },
  { key: 'days61to90', label: '61–90 days' },
  { key: 'over90', label: 'Over 90 days' },
] as const;

const overdue30 = (t: Pick<Row, 'days31to60' | 'days61to90' | 'over90'>) => t.days31to60 + t.days61to90 + t.over90;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function FamilyLink({ row }: { row: Pick<Row, 'familyId' | 'familyName'> }) {
  return (
    <MuiLink component={Link} to={`/families/${row.familyId}/billing`} sx={{ overflowWrap: 'anywhere' }}>
      {row.familyName || 'A family'}
    </MuiLink>
  );
}

/** Total owed per currency: one card each, never added across currencies. */
function OwedCards({ totals }: { totals: BillingAgeing['totals'] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mb: 2 }}>
      {totals.map((t) => (
        <Paper key={t.currency} variant="outlined" sx={{ p: 2 }} data-testid={`owed-${t.currency}`}>
          <Typography variant="body2" color="text.secondary">
            Owed in {t.currency}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(t.owed, t.currency)}
          </Typography>
          <Typography variant="body2">
            {plural(t.families, 'family', 'families')}
            {overdue30(t) > 0 ? ` · ${formatMoney(overdue30(t), t.currency)} over 30 days late` : ''}
          </Typography>
          {t.creditFamilies > 0 && (
            <Typography variant="body2" color="text.secondary">
              In credit: {formatMoney(t.credit, t.currency)} ({plural(t.creditFamilies, 'family', 'families')})
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Who owes what (docs/requirements.md#billing-reports): today's totals per currency, then each family that owes,
 * the longest overdue first, split by days past the due date; families in credit apart. A table on a laptop, a list
 * on a phone; the server's CSV of it.
 */
export function AgeingCard() {
  const phone = usePhone();
  const ageing = useProviderQuery('billing-ageing', (p) => p.getBillingAgeing());
  const data = ageing.data;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="ageing-heading">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <Typography id="ageing-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Who owes what{data ? `, ${data.asOf}` : ''}
          </Typography>
          <Button component="a" href="/admin/export/ageing.csv" download startIcon={<DownloadIcon />}>
            Download CSV
          </Button>
        </Box>
        {ageing.error && <Typography color="error">Could not be loaded: {ageing.error.message}</Typography>}
        {!data && !ageing.error && <Typography color="text.secondary">Loading what is owed…</Typography>}
        {data && data.totals.length === 0 && <Typography color="text.secondary">Nobody owes anything.</Typography>}
        {data && <OwedCards totals={data.totals} />}
        {data && data.rows.length > 0 && (phone ? <AgeingList rows={data.rows} /> : <AgeingTable rows={data.rows} />)}
        {data && data.credits.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              In credit
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {data.credits.map((c) => (
                <li key={c.familyId}>
                  <FamilyLink row={c} />: {formatMoney(c.credit, c.currency)}
                </li>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AgeingTable({ rows }: { rows: Row[] }) {
  return (
    <TableContainer tabIndex={0} aria-label="Families that owe" sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Family
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Owed
            </TableCell>
            {BUCKETS.map(({ key, label }) => (
              <TableCell key={key} component="th" scope="col" align="right">
                {label}
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              Oldest due
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.familyId}:${row.currency}`}>
              <TableCell component="th" scope="row">
                <FamilyLink row={row} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {formatMoney(row.owed, row.currency)}
              </TableCell>
              {BUCKETS.map(({ key }) => (
                <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row[key] ? formatMoney(row[key], row.currency) : '—'}
                </TableCell>
              ))}
              <TableCell>{row.oldestDue}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AgeingList({ rows }: { rows: Row[] }) {
  return (
    <Box component="ul" aria-label="Families that owe" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={`${row.familyId}:${row.currency}`}
          sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <FamilyLink row={row} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Owes {formatMoney(row.owed, row.currency)} · oldest due {row.oldestDue}
          </Typography>
          <Typography variant="body2">
            {BUCKETS.filter(({ key }) => row[key] > 0)
              .map(({ key, label }) => `${label}: ${formatMoney(row[key], row.currency)}`)
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
