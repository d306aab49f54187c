import Typography from '@mui/material/Typography';
import { useMessages } from '../../../i18n/index';

/** The lobby's greeting; its intro keeps two lines' room, so the rails under it stay put when the session arrives. */
export function HomeScreen({ brandName, signedIn }: { brandName: string; signedIn: boolean }) {
  const messages = useMessages();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {messages.home.welcome(brandName)}
      </Typography>
      <Typography color="text.secondary" sx={{ minHeight: '3em', mb: 4 }}>
        {signedIn ? messages.home.signedInIntro : messages.home.signedOutIntro}
      </Typography>
    </>
  );
}
