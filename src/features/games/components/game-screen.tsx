import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { ENGINE_RTP, THUMBNAIL_SIZE } from '../../../../contract/content';
import type { ContentGame, GameEngine } from '../../../../contract/content';
import { FormError } from '../../../components/form-error';
import { RouterLink } from '../../../components/link';
import { useLanguage, useMessages } from '../../../i18n';
import type { DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import type { GameLaunch } from '../api';
import { engineName } from '../lists';
import { TEMPLATE_FRAMES } from '../templates';
import { GameFrame } from './game-frame';

const loadLaunchApi = () => import('../api');

/** One launch through the RTK Query API, its module loaded on first use. */
async function launch(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, call: GameLaunch) {
  return (await loadLaunchApi()).launchGame(dispatch, call);
}

export type PageGame = Pick<ContentGame, 'slug' | 'name' | 'engine' | 'template'> & { thumbnail: string };

/** Who is looking: still being checked (the static page), a visitor, or a player with their unit's token. */
export type Viewer =
  { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; unitToken: string | null };

interface Props {
  game: PageGame;
  /** The studio, and its games' page (none where that is this page) */
  studio: { name: string; href?: string };
  viewer: Viewer;
  /** The sign-in page, coming back here after */
  signInHref: string;
  /** The lobby's absolute address, where the game's own "back" goes */
  lobbyUrl: () => string;
  /** What the open game's bar shows beside its name (the session's figures) */
  frameStatus?: ReactNode;
  /** The balance for the open game's bar on a phone */
  frameBalance?: ReactNode;
}

/** A visitor's Play: what signing in is for, and the way there. */
export function SignInToPlay({ href }: { href: string }) {
  const t = useMessages().games;
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'left' }}>
      <Typography sx={{ mb: 2 }}>{t.signInPrompt}</Typography>
      <Button component={RouterLink} to={href} variant="contained" size="large" fullWidth>
        {t.signInToPlay}
      </Button>
    </Paper>
  );
}

/** Hundredths of a percent as the page shows them, as the game's own rules do: 9600 → 96%, 9730 → 97.3%. */
const percent = (hundredths: number) => `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * What a player may want to know before pressing Play: the game's return to player (a range where their choices move
 * it) and that every round can be checked (the game's provably fair panel).
 */
function GameFacts({ engine }: { engine: GameEngine }) {
  const t = useMessages().games;
  const [lowest, highest] = ENGINE_RTP[engine];
  const rtp = lowest === highest ? percent(lowest) : `${percent(lowest)}–${percent(highest)}`;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: { xs: 'center', xsl: 'flex-start' },
      }}
    >
      {[t.returnToPlayer(rtp), t.provablyFair].map((fact) => (
        <li key={fact}>
          <Chip label={fact} variant="outlined" size="small" />
        </li>
      ))}
    </Box>
  );
}

/**
 * A game's page (SPEC §2, in its template): the art, the name and studio, and Play. A visitor is asked to sign in
 * and comes back here; a player's Play asks for the launch address (show, or Fafi's own call) and opens the game in
 * a frame under the header. 'Game not found.' stays on the page; a game block goes home with its message (SPEC §8).
 */
export function GameScreen({ game, studio, viewer, signInHref, lobbyUrl, frameStatus, frameBalance }: Props) {
  const t = useMessages().games;
  // The game says its words in the page's language (the launch's `lang`; the game server falls back to English).
  const lang = useLanguage();
  const frame = TEMPLATE_FRAMES[game.template];
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [isLoading, setLoading] = useState(false);
  const onFailure = useFailureHandler();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<DescribedError | null>(null);
  const play = useRef<HTMLButtonElement>(null);

  // The launch call's code (RTK Query, ~12 KiB gzip) comes only for a player: a visitor's page never loads it.
  const signedIn = viewer.status === 'signedIn';
  useEffect(() => {
    if (signedIn) void loadLaunchApi();
  }, [signedIn]);

  const onPlay = useCallback(async () => {
    if (viewer.status !== 'signedIn' || !viewer.unitToken) return;
    setError(null);
    setLoading(true);
    const token = viewer.unitToken;
    const result = await launch(
      dispatch,
      frame.call === 'fafi'
        ? { call: 'fafi', token, lang }
        : { call: 'show', token, game_slug: game.slug, lobby_url: lobbyUrl(), lang },
    );
    setLoading(false);
    if (result.data) setUrl(result.data.url);
    // SPEC §8: a launch (the player token) that fails offers the way home; a game block goes there by itself.
    else setError(onFailure(result.error, 'playerToken'));
  }, [viewer, dispatch, frame.call, game.slug, lobbyUrl, lang, onFailure]);

  const onClose = useCallback(() => {
    setUrl(null);
    // After the frame is gone: back to the button that opened it.
    setTimeout(() => play.current?.focus());
  }, []);

  return (
    <Box component="article" data-template={game.template}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xsl: '200px minmax(0, 1fr)' },
          gap: { xs: 3, xsl: 5 },
          alignItems: 'center',
        }}
      >
        <Box
          sx={{
            width: { xs: '50%', xsl: '100%' },
            maxWidth: 220,
            mx: { xs: 'auto', xsl: 0 },
            aspectRatio: `${THUMBNAIL_SIZE.width} / ${THUMBNAIL_SIZE.height}`,
            borderRadius: 4,
            overflow: 'hidden',
            boxShadow: 6,
          }}
        >
          {/* The name is the page's heading: the picture adds nothing for a screen reader. */}
          <img
            src={game.thumbnail}
            alt=""
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            fetchPriority="high"
            style={{ display: 'block', width: '100%', height: '100%' }}
          />
        </Box>
        <Box sx={{ minWidth: 0, textAlign: { xs: 'center', xsl: 'left' } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {game.name}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontWeight: 600 }}>
            {studio.href ? (
              <Box
                component={RouterLink}
                to={studio.href}
                sx={{
                  color: 'inherit',
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 48,
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {t.byStudio(studio.name)}
              </Box>
            ) : (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48 }}>
                {t.byStudio(studio.name)}
              </Box>
            )}
          </Typography>
          <Chip label={engineName(t, game.engine)} size="small" sx={{ mt: 1 }} />
          {/* Room for the sign-in prompt whichever shows: the static page's Play (and the game's facts under it) becomes
              it for a visitor in place. */}
          <Box sx={{ mt: 4, minHeight: { xs: 168, xsl: 148 } }}>
            {viewer.status === 'signedOut' ? (
              <SignInToPlay href={signInHref} />
            ) : (
              <>
                <Button
                  ref={play}
                  variant="contained"
                  size="large"
                  fullWidth
                  onClick={onPlay}
                  disabled={viewer.status === 'checking' || !viewer.unitToken || isLoading}
                  sx={{ maxWidth: { xsl: 320 }, minHeight: 56, fontSize: '1.125rem', fontWeight: 800 }}
                >
                  {isLoading ? t.starting : t.play}
                </Button>
                <GameFacts engine={game.engine} />
              </>
            )}
            <FormError error={error} />
          </Box>
        </Box>
      </Box>
      {url && (
        <GameFrame
          url={url}
          name={game.name}
          shape={frame.shape}
          onClose={onClose}
          status={frameStatus}
          balance={frameBalance}
        />
      )}
    </Box>
  );
}
