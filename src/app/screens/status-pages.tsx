import Box from '@mui/material/Box';
import brand from '@brand';
import { StatusScreen } from '../../features/layout/components/status-screen';
import type { StatusAction } from '../../features/layout/components/status-screen';
import { useMessages } from '../../i18n';
import { Paths } from '../../lib/layout';
import { AppLayout } from '../app-layout';
import { useRouteHistory } from '../page-shell';

export function NotFoundPage() {
  const messages = useMessages();
  const t = messages.shellPages;
  const { referrer, backPath } = useRouteHistory();
  const actions: StatusAction[] = [{ label: t.goHome, to: Paths.home, primary: true }];
  if (referrer) actions.unshift({ label: t.goBack, to: backPath, primary: false });
  return (
    <AppLayout>
      <StatusScreen title={messages.notFound.title} text={t.notFoundText} actions={actions} />
    </AppLayout>
  );
}

export function ServerErrorPage() {
  const t = useMessages().shellPages;
  const { referrer, backPath } = useRouteHistory();
  const actions: StatusAction[] = [{ label: t.goHome, to: Paths.home, primary: !referrer }];
  if (referrer) actions.unshift({ label: t.tryAgain, to: backPath, primary: true });
  return (
    <AppLayout>
      <StatusScreen title={t.serverErrorTitle} text={t.serverErrorText} actions={actions} />
    </AppLayout>
  );
}

/** /exit/: the player has left; no site chrome, one way back to where they were (else home). */
export function ExitPage() {
  const t = useMessages().shellPages;
  const { backPath } = useRouteHistory();
  const { Logo } = brand;
  const name = brand.settings.name;
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', px: 4, py: 10 }}>
      <Box sx={{ width: 160, mb: 4 }}>
        <Logo width="100%" style={{ height: 'auto' }} aria-hidden="true" role="presentation" />
      </Box>
      <StatusScreen
        title={t.exitTitle}
        text={t.exitText(name)}
        actions={[{ label: t.returnToSite(name), to: backPath, primary: true }]}
      />
    </Box>
  );
}
