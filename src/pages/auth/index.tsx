import type { HeadFC, PageProps } from 'gatsby';
import { AuthPage } from '../../app/screens/auth-page';
import { Seo } from '../../components/seo';
import type { AuthMode } from '../../features/auth/components/auth-screen';
import { messages } from '../../i18n/en';

export default function AuthRoute({ location }: PageProps) {
  const mode = (location.state as { mode?: AuthMode } | null)?.mode;
  return <AuthPage mode={mode} />;
}

export const Head: HeadFC = () => <Seo title={messages.auth.title} />;
