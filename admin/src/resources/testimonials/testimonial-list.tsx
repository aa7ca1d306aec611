import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CreateButton, List, TopToolbar } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { OrderedList } from '../../content/ordered-list';

export const KIND_TABS = [
  { kind: 'teacher', label: 'Teachers' },
  { kind: 'student', label: 'Students' },
] as const;

const line = (t: Record<string, unknown>) =>
  [t.subject, t.location].filter((part) => typeof part === 'string' && part !== '').join(' · ');

/** Teachers' and students' words, each in its own carousel and order on the site: one tab each. */
export function TestimonialList() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'student' ? 'student' : 'teacher';
  const tabId = (k: string) => `testimonials-tab-${k}`;
  return (
    <List
      title="Testimonials"
      pagination={false}
      perPage={100}
      filter={{ kind }}
      disableSyncWithLocation
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="Add a testimonial" state={{ record: { kind } }} />
        </TopToolbar>
      }
    >
      <Tabs
        value={kind}
        onChange={(_, next: string) => setParams({ kind: next }, { replace: true })}
        aria-label="Whose words"
        variant="fullWidth"
      >
        {KIND_TABS.map((tab) => (
          <Tab
            key={tab.kind}
            value={tab.kind}
            label={tab.label}
            id={tabId(tab.kind)}
            aria-controls="testimonials-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="testimonials-panel" aria-labelledby={tabId(kind)}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          In their order in the {kind === 'teacher' ? "teachers'" : "students'"} carousel. Drag one, or use its arrows,
          to move it.
        </Typography>
        <OrderedList name={(t) => String(t.name)} secondary={line} />
      </div>
    </List>
  );
}
