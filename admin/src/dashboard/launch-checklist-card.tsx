import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-admin';
import { useProviderQuery } from '../lib/use-provider-query';
import type { LaunchCheck } from '../providers/data-provider';

function CheckItem({ check }: { check: LaunchCheck }) {
  return (
    <ListItem disableGutters alignItems="flex-start">
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        {check.done ? (
          <CheckCircleOutline color="success" titleAccess="Done" />
        ) : (
          <ErrorOutline color="warning" titleAccess="To do" />
        )}
      </ListItemIcon>
      <ListItemText
        primary={check.title}
        secondary={
          <>
            {check.detail}
            {!check.done && check.link && (
              // its own line, underlined: a link told apart from the text around it by more than colour
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <Link to={check.link} underline="always" aria-label={`Fix it: ${check.title}`}>
                  Fix it
                </Link>
              </Box>
            )}
          </>
        }
        slotProps={{ primary: { component: 'h3', variant: 'body1' } }}
      />
    </ListItem>
  );
}

/**
 * "Before you launch" (docs/requirements.md#launch-checklist): the placeholders a new install ships
 * and the settings it lacks, as the server finds them now; each ticks itself off once fixed. Open items first.
 */
export function LaunchChecklistCard() {
  const { data, error } = useProviderQuery('launch-checklist', (p) => p.getLaunchChecklist());
  if (error || !data) return null; // the rest of the home still shows; the list is a help, not the page
  const open = data.filter((check) => !check.done);
  const done = data.filter((check) => check.done);
  return (
    <Card component="section" aria-labelledby="launch-checklist-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="launch-checklist-title">
          Before you launch
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {open.length === 0
            ? 'Everything is ready: no placeholder is left and every setting is made.'
            : `${done.length} of ${data.length} done. Each item ticks itself off once it is fixed.`}
        </Typography>
        <List dense aria-label="Before you launch">
          {[...open, ...done].map((check) => (
            <CheckItem key={check.id} check={check} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
