import Typography from '@mui/material/Typography';
import { useMessages } from '../../../i18n/index';

export function HomeScreen({ brandName, signedIn }: { brandName: string; signedIn: boolean }) {
  const messages = useMessages();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {messages.home.welcome(brandName)}
      </Typography>
      <Typography color="text.secondary">
        {signedIn ? messages.home.signedInIntro : messages.home.signedOutIntro}
      </Typography>
    </>
  );
}
