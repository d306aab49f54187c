/**
 * The voucher brands the site accepts, as the brand's settings name them (none names none): each its name in text
 * beside our own generic voucher mark, never the brand's logo. The mark is decorative; the names are the text.
 */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VoucherIcon } from '../../../components/cash-icons';
import { useMessages } from '../../../i18n';

export function AcceptedVouchers({ names }: { names: readonly string[] }) {
  const t = useMessages().depositMethods;
  if (names.length === 0) return null;
  return (
    <Box sx={{ mb: 4 }}>
      <Typography id="accepted-vouchers" variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t.acceptedVouchers}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="accepted-vouchers"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {names.map((name) => (
          <Box
            component="li"
            key={name}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2.5,
              py: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'primary.main',
              borderRadius: 1,
              fontWeight: 700,
              fontSize: '0.875rem',
            }}
          >
            <VoucherIcon sx={{ color: 'primary.main', fontSize: 20 }} />
            {name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
