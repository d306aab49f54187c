/** /my-account/verification/info/: what verification is, its levels and what the player needs for it. */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { VerificationPaths } from '../paths';

export function VerificationInfo() {
  const t = useMessages().verification;
  const list = (items: string[]) => (
    <Box component="ul" sx={{ m: 0, pl: 5, '& li': { py: 1 } }}>
      {items.map((item) => (
        <li key={item}>
          <Typography>{item}</Typography>
        </li>
      ))}
    </Box>
  );
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Stack spacing={4}>
        <Typography variant="h5" component="h1">
          {t.infoTitle}
        </Typography>
        <Typography>{t.infoIntro}</Typography>
        <Typography variant="h6" component="h2">
          {t.infoLevels}
        </Typography>
        {list([t.infoLevel1, t.infoLevel2, t.infoLevel3])}
        <Typography variant="h6" component="h2">
          {t.infoNeedTitle}
        </Typography>
        {list([t.infoNeedId, t.infoNeedPhoto])}
        <Typography color="textSecondary">{t.infoPrivacy}</Typography>
        <Button component={RouterLink} to={VerificationPaths.overview} variant="outlined" sx={{ minHeight: 48 }}>
          {t.backToVerification}
        </Button>
      </Stack>
    </Paper>
  );
}
