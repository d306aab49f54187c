/** Fields queried in more than one place: page texts (src/pages/privacy-policy.tsx and friends) and games. */

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

/** A game as the site lists it (contract/content.ts ContentGame), with the thumbnail its tile shows. */
export const contentGameFields = graphql`
  fragment ContentGameFields on ContentGame {
    slug
    name
    provider
    categories
    tags
    thumbnail
  }
`;
