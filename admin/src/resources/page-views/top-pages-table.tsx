import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export function TopPagesTable({ pages }: { pages: { page: string; count: number }[] }) {
  if (pages.length === 0) return <Typography color="text.secondary">No visits in this period.</Typography>;
  return (
    <Table size="small" aria-label="Top pages">
      <TableHead>
        <TableRow>
          <TableCell>Top pages</TableCell>
          <TableCell align="right">Visits</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pages.map((p) => (
          <TableRow key={p.page}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{p.page}</TableCell>
            <TableCell align="right">{p.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
