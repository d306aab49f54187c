import type { HeadFC } from 'gatsby';
import { ActivityPage } from '../../app/screens/rg-pages';
import { Seo } from '../../components/seo';
import { rgMessagesFor } from '../../i18n/rg';

export default ActivityPage;

export const Head: HeadFC = ({ pageContext }) => (
  <Seo title={rgMessagesFor((pageContext as { language?: string } | null)?.language).activityTitle} />
);
