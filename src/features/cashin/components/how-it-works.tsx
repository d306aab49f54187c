/** What happens when the player continues to a redirect payment (they leave, pay, and come back), under the form. */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../i18n';

export function HowItWorks() {
  const t = useMessages().depositMethods;
  const steps = [t.stepLeave, t.stepPay, t.stepBack];
  return (
    <Box
      component="section"
      aria-labelledby="how-it-works"
      sx={{ mt: 4, p: { xs: 3, sm: 4 }, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id="how-it-works" variant="subtitle2" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {t.howItWorks}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {steps.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden="true"
              sx={{
                flex: 'none',
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontSize: 13,
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="body2">{step}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
