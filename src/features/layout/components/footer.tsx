import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef, useSyncExternalStore } from 'react';
import brand from '@brand';
import { RouterLink } from '../../../components/link';
import { LANGUAGE_NAMES, useLanguage, useMessages } from '../../../i18n/index';
import { splitLanguage } from '../../../lib/language';
import { Paths } from '../../../lib/layout';
import { siteConfig } from '../../../lib/site-config';
import type { BrandSettings } from '../../../../themes/types';

export const PRIVACY_POLICY_PATH = '/privacy-policy/';

/**
 * The licence seal (SPEC §1): only where the country licenses the site. The regulator's seal script loads into
 * its slot when the build names one (GATSBY_LICENCE_SEAL_URL); the brand's licence text is shown either way.
 */
function LicenceSeal({ text, scriptUrl, label }: { text: string; scriptUrl: string; label: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = slot.current;
    if (!scriptUrl || !target) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    target.appendChild(script);
    return () => script.remove();
  }, [scriptUrl]);
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={{
        m: 0,
        px: 3,
        py: 2,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <div ref={slot} data-licence-seal="" />
      <svg width="20" height="24" viewBox="0 0 20 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 0l10 4v7c0 6.1-4.3 11.3-10 13C4.3 22.3 0 17.1 0 11V4zm-1.2 15.6l6.4-6.4-1.5-1.4-4.9 4.9-2.5-2.5-1.4 1.4z"
        />
      </svg>
      <Typography component="figcaption" variant="caption" sx={{ fontWeight: 700 }}>
        {text} · 18+
      </Typography>
    </Box>
  );
}

const noSubscription = () => () => {};

/** Links to this page in the brand's other languages; the static HTML links to their home pages. */
function LanguageLinks({ label }: { label: string }) {
  const current = useLanguage();
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => '/',
  );
  const others = siteConfig.languages.filter((language) => language !== current);
  if (others.length === 0) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 3 }}>
      {others.map((language) => (
        <Link
          key={language}
          component={RouterLink}
          to={splitLanguage(pathname).path}
          language={language}
          lang={language}
          hrefLang={language}
          variant="caption"
          color="inherit"
        >
          {LANGUAGE_NAMES[language] ?? language}
        </Link>
      ))}
    </Box>
  );
}

/**
 * The brand's legal and licence texts in `language` (settings.json's `localized`; English where the brand has no
 * translation of them). The licence text only where the site shows a licence (`licence`, the build's).
 */
export function legalTexts(
  settings: Pick<BrandSettings, 'legal' | 'localized'>,
  language: string,
  licence: string | null,
): { legal: string; licence: string | null } {
  const localized = settings.localized[language];
  return { legal: localized?.legal ?? settings.legal, licence: licence && (localized?.licence ?? licence) };
}

/** The footer (SPEC §1): licence seal where licensed, the company's legal text, privacy policy, languages. */
export const Footer = memo(function Footer() {
  const t = useMessages().footer;
  const texts = legalTexts(brand.settings, useLanguage(), siteConfig.licence);
  return (
    <Box component="footer" sx={{ px: 4, py: 6, color: 'text.secondary' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
          alignItems: 'center',
          textAlign: 'center',
          maxWidth: 720,
          mx: 'auto',
        }}
      >
        {texts.licence && <LicenceSeal text={texts.licence} scriptUrl={siteConfig.licenceSealUrl} label={t.licence} />}
        <Typography variant="caption" component="p">
          {texts.legal}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexWrap: 'wrap',
            columnGap: 4,
            rowGap: 2,
          }}
        >
          <Link component={RouterLink} to={Paths.limits} variant="caption" color="inherit">
            {t.limits}
          </Link>
          <Link component={RouterLink} to={PRIVACY_POLICY_PATH} variant="caption" color="inherit">
            {t.privacy}
          </Link>
          <LanguageLinks label={t.language} />
        </Box>
      </Box>
    </Box>
  );
});
