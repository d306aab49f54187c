/** The providers of the content catalogue (gatsby/content.ts), so their counts are in every page's static HTML. */

import { graphql, useStaticQuery } from 'gatsby';
import type { ProviderSummary } from '../../contract/content';

interface ProvidersQuery {
  allContentProvider?: { nodes: ProviderSummary[] };
}

/** Every provider with its game count, by name. (Gatsby allows one static query per file.) */
export function useProviders(): ProviderSummary[] {
  const data = useStaticQuery<ProvidersQuery>(graphql`
    query LayoutProviders {
      allContentProvider(sort: { name: ASC }) {
        nodes {
          slug
          name
          gamesCount
        }
      }
    }
  `);
  return data?.allContentProvider?.nodes ?? [];
}
