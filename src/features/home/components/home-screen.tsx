import Typography from '@mui/material/Typography';
import { useMessages } from '../../../i18n/index';

/**
 * The lobby's greeting; its intro keeps two lines' room, so the rails under it stay put when the session arrives. A
 * signed-in player of a site with real money off (`play`, contract/play-money.ts) reads that games play for fun there,
 * not to deposit; a visitor's intro names no deposit, since whether the site takes money is known only with a unit.
 */
export function HomeScreen({
  brandName,
  signedIn,
  play = false,
}: {
  brandName: string;
  signedIn: boolean;
  play?: boolean;
}) {
  const messages = useMessages();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {messages.home.welcome(brandName)}
      </Typography>
      <Typography color="textSecondary" sx={{ minHeight: '3em', mb: 4 }}>
        {signedIn ? (play ? messages.home.playIntro : messages.home.signedInIntro) : messages.home.signedOutIntro}
      </Typography>
    </>
  );
}
