import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HeadFC } from 'gatsby';
import { AppLayout } from '../app/app-layout';
import { RouterLink } from '../components/link';
import { Seo } from '../components/seo';

export default function NotFoundPage() {
  return (
    <AppLayout>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Page not found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Home
      </Button>
    </AppLayout>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" />;
