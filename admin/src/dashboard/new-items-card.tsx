import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-admin';

const newOnly = encodeURIComponent(JSON.stringify({ status: ['new'] }));

/** A count of items still in "new", linking to the list filtered on them. */
export function NewItemsCard({ title, count, resource }: { title: string; count: number; resource: string }) {
  return (
    <Card>
      <CardActionArea component={Link} to={`/${resource}?filter=${newOnly}`}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h3" component="p">
            {count}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
