/** The page-text fields every content page queries (see src/pages/privacy-policy.tsx and friends). */

import { graphql } from 'gatsby';

export const contentPageFields = graphql`
  fragment ContentPageFields on ContentPage {
    slug
    title
    description
    sections {
      heading
      paragraphs
    }
  }
`;
