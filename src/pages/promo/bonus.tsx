import type { HeadFC } from 'gatsby';
import { BonusCampaignScreen } from '../../app/screens/bonus-campaign-page';
import { Seo } from '../../components/seo';
import { pageMessages } from '../../i18n/index';

export default function BonusCampaignRoute() {
  return <BonusCampaignScreen />;
}

export const Head: HeadFC = ({ pageContext }) => <Seo title={pageMessages(pageContext).campaigns.terms} />;
