import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminRole } from '@school/common';
import { useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import { exactTime } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import type { ErasureReport, Person } from '../providers/people-data';
import { PersonActions } from './person-actions';
import { countsText } from './person-path';
import { PersonSubmissions } from './person-submissions';
import { TimelineItem } from './timeline-item';

const ERASED_WORDS: Record<keyof ErasureReport, [string, string]> = {
  submissions: ['submission', 'submissions'],
  resumes: ['resume', 'resumes'],
  mails: ['mail', 'mails'],
  bookings: ['booking', 'bookings'],
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function PersonView({ person, onErased }: { person: Person; onErased: (report: ErasureReport) => void }) {
  const { permissions } = usePermissions<AdminRole | undefined>();
  return (
    <>
      <Section id="person-heading" title={person.names.join(', ') || person.email}>
        <Stack spacing={1}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{person.email}</Typography>
          <Typography variant="body2" color="text.secondary">
            First wrote {exactTime(person.firstSeenAt)}; latest {exactTime(person.lastSeenAt)}
          </Typography>
          {permissions === 'admin' && <PersonActions email={person.email} onErased={onErased} />}
        </Stack>
      </Section>
      <Section id="person-submissions" title={`Submissions (${person.submissions.length})`}>
        <PersonSubmissions submissions={person.submissions} />
      </Section>
      <Section id="person-timeline" title="Timeline">
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {person.timeline.map((entry) => (
            <TimelineItem key={entry.id} entry={entry} />
          ))}
        </ol>
      </Section>
    </>
  );
}

/**
 * Everyone who wrote from one email (docs/requirements.md#people): a page of its own, not a resource,
 * since a person is not a record the API lists or edits; what it shows follows the viewer's role.
 */
export function PersonPage() {
  const email = useParams().email ?? '';
  const [erased, setErased] = useState<ErasureReport | null>(null);
  const person = useProviderQuery(`person:${email}`, (p) => p.getPerson(email));
  let body: React.ReactNode = null;
  if (erased)
    body = (
      <Alert severity="success" sx={{ mt: 2 }}>
        Erased {countsText(erased, ERASED_WORDS)}. Nothing is held about {email} any more.
      </Alert>
    );
  else if (person.error)
    body = <Alert severity="error" sx={{ mt: 2 }}>{`The person could not be loaded: ${person.error.message}`}</Alert>;
  else if (person.data === null)
    body = (
      <Alert severity="info" sx={{ mt: 2 }}>
        Nothing is held about {email} that you may see.
      </Alert>
    );
  else if (person.data) body = <PersonView person={person.data} onErased={setErased} />;
  return (
    <>
      <Title title={`Person: ${email}`} />
      {body}
    </>
  );
}
