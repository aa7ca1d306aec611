import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ListContextProvider, ResourceContextProvider, useList, useGetList } from 'react-admin';
import { InlineStatus } from '../components/inline-status';
import { PhoneList } from '../components/phone-list';
import { SpamChip } from '../components/spam';
import { TRIAL_STATUS_CHOICES, categoryLabel } from '../labels';

/** The ten latest trial requests with their quick actions (status in the card, one click to open). */
export function LatestRequests() {
  const { data, isPending } = useGetList('trial-requests', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const list = useList({ data: data ?? [], isPending });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Latest trial requests
        </Typography>
        <ResourceContextProvider value="trial-requests">
          <ListContextProvider value={list}>
            <PhoneList
              primary={(r) => String(r.name)}
              secondary={(r) => categoryLabel(String(r.category))}
              side={
                <>
                  <InlineStatus choices={TRIAL_STATUS_CHOICES} />
                  <SpamChip />
                </>
              }
            />
          </ListContextProvider>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
}
