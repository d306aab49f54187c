import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOGO_SIZE } from '../../../../contract/content';
import type { ProviderSummary } from '../../../../contract/content';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { providerHref } from '../../../lib/catalogue';

export type Studio = Pick<ProviderSummary, 'slug' | 'name' | 'gamesCount'> & { logo: string };

/** The lobby's studios: each one's logo (its name for a screen reader) linking to its games; styled once at the list. */
export function StudioRow({ studios, label }: { studios: readonly Studio[]; label: (studio: Studio) => string }) {
  const t = useMessages().games;
  return (
    <Box component="section" aria-labelledby="lobby-studios" sx={{ mb: 6 }}>
      <Typography id="lobby-studios" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t.studios}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 3,
          // A tile around the logo: on a phone a logo alone is shorter than a thumb's 48 px (at 320 px, 31 px).
          '& a': {
            display: 'flex',
            alignItems: 'center',
            minHeight: 48,
            p: 1,
            bgcolor: 'background.paper',
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 1,
            outlineOffset: 2,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          },
          // The logo's box has the logo's ratio, so it keeps its size while the logo (SVG, laid out and painted on the
          // main thread) is not drawn away from the screen.
          '& .studio-logo': {
            display: 'block',
            width: '100%',
            aspectRatio: `${LOGO_SIZE.width} / ${LOGO_SIZE.height}`,
            contentVisibility: 'auto',
          },
          '& img': { display: 'block', width: '100%', height: '100%' },
        }}
      >
        {studios.map((studio) => (
          <li key={studio.slug}>
            <RouterLink to={providerHref(studio)}>
              <span className="studio-logo">
                <img
                  src={studio.logo}
                  alt={label(studio)}
                  width={LOGO_SIZE.width}
                  height={LOGO_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              </span>
            </RouterLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
