import type { HeadFC, PageProps } from 'gatsby';
import { VerificationPreloadPage } from '../../../app/screens/verification-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default function VerificationPreloadRoute({ location }: PageProps) {
  return <VerificationPreloadPage location={location} />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).verification.preloadTitle} />;
