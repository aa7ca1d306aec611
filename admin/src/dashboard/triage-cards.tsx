import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { KINDS } from '@school/common';
import { Link } from 'react-admin';
import { exactTime } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import type { TriageOverview } from '../providers/data-provider';

const LABELS = new Map<string, string>(KINDS.map((k) => [k.resource, k.label.many]));

/** The list a card counts: its filter exactly (the server computes both from one definition). */
export const cardLink = (card: TriageOverview['cards'][number]) =>
  `/${card.resource}?filter=${encodeURIComponent(card.filter)}`;

/**
 * What needs doing (docs/requirements.md#dashboard-for-action): new, today, since the last visit and
 * stalled counts per resource, each a link to the filtered list whose total is that number.
 */
export function TriageCards() {
  const { data, error } = useProviderQuery('triage-overview', (p) => p.getTriageOverview());
  if (error) return <Typography color="error">The counts could not be loaded: {error.message}</Typography>;
  if (!data) return null;
  return (
    <>
      {data.since && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Your previous visit: {exactTime(data.since)}
        </Typography>
      )}
      <Grid container spacing={2}>
        {data.cards.map((card) => (
          <Grid key={card.key} size={{ xs: 6, sm: 4, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={cardLink(card)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {LABELS.get(card.resource) ?? card.resource}: {card.label}
                  </Typography>
                  <Typography variant="h4" component="p">
                    {card.count}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
