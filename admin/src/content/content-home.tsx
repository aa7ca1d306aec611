import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link } from 'react-admin';

const SCREENS = [
  ['/blog-posts', 'Blog posts', 'Write, publish and restore posts; the blog shows the five latest.'],
  ['/courses', 'Courses', 'The five courses, their words and their order.'],
  ['/testimonials', 'Testimonials', "Teachers' and students' words, in each carousel's order."],
  ['/rising-stars', 'Rising Stars', "Students' videos and their order."],
  ['/home-counters', 'Home counters', 'The numbers the home page counts up to.'],
  ['/faqs', 'FAQ', 'The questions /Support answers, and their order.'],
  ['/school-details', 'School details', 'Name, support email, phone and WhatsApp, social links and years.'],
] as const;

/** An editor's home: the site's content and nothing else (the triage cards are not theirs). */
export function ContentHome() {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          The site's content
        </Typography>
        <Typography gutterBottom>
          Save a draft to work on it unseen; Publish puts it on the site. Every published version is kept, and History
          restores one.
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
          {SCREENS.map(([to, name, what]) => (
            <li key={to}>
              <Typography>
                <Link to={to}>{name}</Link>: {what}
              </Typography>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
