import DownloadIcon from '@mui/icons-material/GetApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { addMonths, monthLabel, zonedMonth, zoneName } from '@school/common';
import { schoolTimeZone } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { MONTH_COLUMNS } from './month-figures';
import { PayCell } from './pay-cell';
import { PayRateDialog, type PaidTeacher } from './pay-rate-dialog';

/**
 * Payroll (docs/requirements.md#teacher-week, #payroll): every teacher's month, each counted in the teacher's own
 * zone, what they are paid for it at their rates, a way to set a rate, and the server's CSV of it all. A wide table
 * scrolls sideways on a phone. Admins only (the lesson calendar is theirs).
 */
export function PayrollCard() {
  const thisMonth = zonedMonth(new Date(), schoolTimeZone());
  const [month, setMonth] = useState(thisMonth);
  const [round, setRound] = useState(0);
  const [rating, setRating] = useState<PaidTeacher | null>(null);
  const months = useProviderQuery(`payroll:${month}:${round}`, (p) => p.getTeacherMonths(month));
  const pay = useProviderQuery(`pay:${month}:${round}`, (p) => p.getPayrollMonth(month));
  const payOf = useMemo(() => new Map(pay.data?.map((p) => [p.teacherId, p]) ?? []), [pay.data]);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="payroll-heading">
      <CardContent>
        <Typography id="payroll-heading" variant="h6" component="h2" gutterBottom>
          Payroll: {monthLabel(month)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button variant="outlined" onClick={() => setMonth(addMonths(month, -1))}>
            Previous month
          </Button>
          <Button variant="outlined" onClick={() => setMonth(thisMonth)} disabled={month === thisMonth}>
            This month
          </Button>
          <Button variant="outlined" onClick={() => setMonth(addMonths(month, 1))}>
            Next month
          </Button>
          <Button component="a" href={`/admin/export/payroll.csv?month=${month}`} download startIcon={<DownloadIcon />}>
            Export CSV
          </Button>
        </Box>
        {months.error && <Typography color="error">Payroll could not be loaded: {months.error.message}</Typography>}
        {pay.error && <Typography color="error">Pay could not be loaded: {pay.error.message}</Typography>}
        {months.data?.length === 0 && <Typography color="text.secondary">No teachers yet.</Typography>}
        {months.data && months.data.length > 0 && (
          <TableContainer
            tabIndex={0}
            aria-label={`Payroll for ${monthLabel(month)}`}
            // no wider than the card whatever the table's width: it scrolls inside on a phone
            sx={{ width: 0, minWidth: '100%' }}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Teacher
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Pay
                  </TableCell>
                  {MONTH_COLUMNS.map(({ key, label }) => (
                    <TableCell key={key} component="th" scope="col" align="right">
                      {label}
                    </TableCell>
                  ))}
                  <TableCell component="th" scope="col">
                    Rate
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months.data.map((row) => (
                  <TableRow key={row.teacherId}>
                    <TableCell component="th" scope="row">
                      {row.teacherName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {zoneName(row.timeZone)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      <PayCell pay={payOf.get(row.teacherId)} />
                    </TableCell>
                    {MONTH_COLUMNS.map(({ key }) => (
                      <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {row[key]}
                      </TableCell>
                    ))}
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setRating(row)}
                        aria-label={`Set pay rate for ${row.teacherName}`}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        Set rate
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {rating && (
        <PayRateDialog teacher={rating} onClose={() => setRating(null)} onSaved={() => setRound((r) => r + 1)} />
      )}
    </Card>
  );
}
