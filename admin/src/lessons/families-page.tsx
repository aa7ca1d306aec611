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
import { Fragment, useMemo, useState } from 'react';
import { Link, Title } from 'react-admin';
import { zoneName } from '@school/common';
import { usePhone } from '../lib/use-phone';
import { useProviderQuery } from '../lib/use-provider-query';
import type { Family, Student } from '../providers/lessons-data';
import { FamilyDialog } from './family-dialog';

/**
 * Families (docs/requirements.md#families): who pays and is written to, each with its students, found by the payer,
 * the email, the phone or a student's name; "Edit" corrects the payer's name, the phone and the time zone the
 * family's lessons are shown in; "Billing" opens the family's account (billing/family-billing-page.tsx). A table on a
 * laptop, a list on a phone.
 */
export function FamiliesPage() {
  const phone = usePhone();
  const [q, setQ] = useState('');
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<Family | null>(null);
  const families = useProviderQuery(`families:${round}`, (p) => p.getFamilies());
  const students = useProviderQuery('students:all', (p) => p.getStudents());
  const byFamily = useMemo(() => {
    const map = new Map<string, Student[]>();
    for (const student of students.data ?? [])
      map.set(student.familyId, [...(map.get(student.familyId) ?? []), student]);
    return map;
  }, [students.data]);
  const needle = q.trim().toLowerCase();
  const shown = (families.data ?? []).filter((family) => {
    const names = (byFamily.get(family.id) ?? []).map((s) => s.name).join(' ');
    return (
      !needle ||
      `${family.payerName ?? ''} ${family.email} ${family.phone ?? ''} ${names}`.toLowerCase().includes(needle)
    );
  });
  const studentLinks = (family: Family) => {
    const list = byFamily.get(family.id) ?? [];
    if (list.length === 0) return '—';
    return list.map((s, i) => (
      <Fragment key={s.id}>
        {i > 0 ? ', ' : ''}
        <Link to={`/students/${s.id}`}>{s.name}</Link>
      </Fragment>
    ));
  };
  const edit = (family: Family) => (
    <>
      <Button size="small" onClick={() => setEditing(family)} aria-label={`Edit the family of ${family.email}`}>
        Edit
      </Button>
      <Button
        size="small"
        component={Link}
        to={`/families/${family.id}/billing`}
        aria-label={`Billing of the family of ${family.email}`}
      >
        Billing
      </Button>
    </>
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Families" />
      <CardContent>
        <TextField
          label="Search payer, email, phone or student"
          size="small"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          type="search"
          sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        />
        {families.error && (
          <Typography color="error">The families could not be loaded: {families.error.message}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {families.data
            ? families.data.length === 0
              ? 'No families yet: a family comes with its first student (“Enrol as a student”).'
              : `${shown.length} of ${families.data.length} families`
            : 'Loading families…'}
        </Typography>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((family) => (
              <Box component="li" key={family.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {family.payerName ?? family.email}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {family.payerName ? `${family.email} · ` : ''}
                  {family.phone ?? 'No phone'} · {zoneName(family.timeZone)}
                </Typography>
                <Typography variant="body2">Students: {studentLinks(family)}</Typography>
                {edit(family)}
              </Box>
            ))}
          </Box>
        ) : (
          <Table size="small" aria-label="Families">
            <TableHead>
              <TableRow>
                <TableCell>Payer</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Time zone</TableCell>
                <TableCell>Students</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((family) => (
                <TableRow key={family.id}>
                  <TableCell>{family.payerName ?? '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{family.email}</TableCell>
                  <TableCell>{family.phone ?? '—'}</TableCell>
                  <TableCell>{zoneName(family.timeZone)}</TableCell>
                  <TableCell>{studentLinks(family)}</TableCell>
                  <TableCell>{edit(family)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing && (
        <FamilyDialog
          family={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setRound((n) => n + 1);
          }}
        />
      )}
    </Card>
  );
}
