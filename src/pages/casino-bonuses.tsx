import { graphql } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import type { ContentPage } from '../../contract/content';
import { CasinoBonusesScreen } from '../app/screens/casino-bonuses-page';
import { Seo } from '../components/seo';

type Data = { contentPage: ContentPage | null };

export default function CasinoBonusesRoute({ data }: PageProps<Data>) {
  return <CasinoBonusesScreen page={data.contentPage} />;
}

export const Head: HeadFC<Data> = ({ data }) => (
  <Seo title={data.contentPage?.title ?? ''} description={data.contentPage?.description} />
);

export const query = graphql`
  query CasinoBonusesPage {
    contentPage(slug: { eq: "casino-bonuses" }) {
      ...ContentPageFields
    }
  }
`;
