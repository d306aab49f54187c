import type { HeadFC, PageProps } from 'gatsby';
import { AuthPage } from '../../app/screens/auth-page';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default function AuthRoute({ location }: PageProps) {
  return <AuthPage location={location} />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).auth.title} />;
