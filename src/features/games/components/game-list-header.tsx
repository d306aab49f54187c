import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOGO_SIZE } from '../../../../contract/content';

/** A list page's heading: its title, how many games, and a studio's logo on the studio's page. */
export function GameListHeader({ title, count, logo }: { title: string; count?: string; logo?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 4 }}>
      {logo && (
        <Box
          component="img"
          src={logo}
          alt=""
          width={LOGO_SIZE.width}
          height={LOGO_SIZE.height}
          sx={{ flexShrink: 0, width: { xs: 120, sm: 150 }, height: 'auto', borderRadius: 2, boxShadow: 1 }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {count && <Typography color="textSecondary">{count}</Typography>}
      </Box>
    </Box>
  );
}
