/**
 * Responsible gambling on a game's page, for a signed-in player (its own chunk): the session's time played and net
 * position at all times (over the page, and in the open game's bar), the reality check when the server says it is
 * due, and the game closed when a time-out or self-exclusion starts (on this device or another).
 */

import Box from '@mui/material/Box';
import { navigate } from 'gatsby';
import { useEffect, useRef } from 'react';
import { useRgQuery } from '../../features/rg/api';
import { rgSessionUpdated } from '../../features/rg/events';
import { RealityCheckDialog } from '../../features/rg/components/reality-check-dialog';
import { SessionFigures } from '../../features/rg/components/session-figures';
import { realityCheckAnswered, sessionStarted } from '../../features/rg/slice';
import { selectUnit } from '../../features/unit/slice';
import { useLocalizedPath, useMessages } from '../../i18n';
import { errorShown } from '../../lib/failures';
import { Paths } from '../../lib/layout';
import { siteCurrency } from '../../lib/site-config';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectRealityCheck, selectRgRestriction, selectRgSession } from '../rg';

const useCurrency = () => useAppSelector(selectUnit)?.site.currency_code ?? siteCurrency();

/** In the open game's bar: the session starts here if the server has not yet said when it did. */
export function FrameSessionFigures() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectRgSession);
  const currency = useCurrency();
  useEffect(() => {
    dispatch(sessionStarted(Date.now()));
  }, [dispatch]);
  return session ? <SessionFigures session={session} currency={currency} /> : null;
}

/** Over the page: the figures once there are some, the reality check, and the way out when a break starts. */
export function GameRg() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectRgSession);
  const check = useAppSelector(selectRealityCheck);
  const restriction = useAppSelector(selectRgRestriction);
  const currency = useCurrency();
  const localized = useLocalizedPath();
  const errors = useMessages().errors;

  // A page opened mid-session starts from the server's figures (GET rg answers the session open now).
  const opened = useRgQuery().data?.rg.session;
  useEffect(() => {
    if (opened) dispatch(rgSessionUpdated({ elapsed_ms: opened.elapsed_ms, net_position: opened.net_position }));
  }, [opened, dispatch]);

  // A break that starts while here closes the game: home, saying why.
  const seen = useRef(restriction);
  useEffect(() => {
    if (!restriction || seen.current === restriction) return;
    seen.current = restriction;
    void navigate(localized(Paths.home));
    const why = {
      time_out: errors.rgTimedOut,
      self_exclusion: errors.rgSelfExcluded,
      operator_exclusion: errors.rgOperatorExcluded,
    };
    dispatch(errorShown(why[restriction.kind]));
  }, [restriction, dispatch, localized, errors]);

  return (
    <>
      {session && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <SessionFigures session={session} currency={currency} />
        </Box>
      )}
      {check && (
        <RealityCheckDialog
          figures={check}
          currency={currency}
          onContinue={() => dispatch(realityCheckAnswered())}
          onStop={() => {
            dispatch(realityCheckAnswered());
            void navigate(localized(Paths.home));
          }}
        />
      )}
    </>
  );
}
