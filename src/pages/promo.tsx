import type { HeadFC } from 'gatsby';
import { PromoScreen } from '../app/screens/promo-page';
import { Seo } from '../components/seo';
import { pageMessages } from '../i18n/index';

export default function PromoRoute() {
  return <PromoScreen />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).campaigns.title} />;
