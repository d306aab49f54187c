import type { HeadFC, PageProps } from 'gatsby';
import { VerificationPage } from '../../../app/screens/verification-pages';
import { Seo } from '../../../components/seo';
import { pageMessages } from '../../../i18n/index';

export default function VerificationRoute({ location }: PageProps) {
  return <VerificationPage location={location} />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).verification.title} />;
