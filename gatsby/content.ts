import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { ContentPage } from '../contract/content';
import { SITE_PREFIX_COUNTRY } from '../contract/money';
import { DEFAULT_BRAND, resolveSiteConfig } from '../src/lib/build-config';
import {
  CATALOGUE_LISTS,
  catalogueTags,
  gameHref,
  gamesShownIn,
  gameListPath,
  providerHref,
  providersWithPages,
  summarizeProviders,
  validateCatalogue,
} from '../src/lib/catalogue';
import { tagPath } from '../src/lib/layout';
import { drawCatalogueArt } from '../content/art/files';
import { loadBrandSettings } from '../themes/load-settings';

/**
 * The content catalogue (ARCHITECTURE "Content") in Gatsby's data layer: providers (with their game counts),
 * games and page texts from content/, queried by pages and static queries; one page per game tag, one per provider
 * with games (SPEC §2 /games/{slug}), one per game list (/games/all/, /games/slots/ …) and one per game
 * (/game/<slug>/; Fafi's and Aviator's at /game/fafi/ and /game/spaviator/). Each game's thumbnail and each studio's logo are drawn into the build
 * (content/art/) unless the content names its own. Only the games shown in the brand's country (its site prefix;
 * content `countries`) are in the build: Fafi and the South African games are not on the India brand, nor the
 * India-themed ones on the South African brands. The server answers the same (GET /v1/games?site_id).
 */

const CONTENT_DIR = path.resolve(process.cwd(), 'content');
const PUBLIC_DIR = path.resolve(process.cwd(), 'public');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

/** The catalogue this brand's site shows: the games of its country. */
function readCatalogue() {
  const catalogue = validateCatalogue(readJson('providers.json'), readJson('games.json'));
  const { sitePrefix } = resolveSiteConfig(loadBrandSettings(process.env.BRAND || DEFAULT_BRAND), process.env);
  return { ...catalogue, games: gamesShownIn(catalogue.games, SITE_PREFIX_COUNTRY[sitePrefix]) };
}

function readPages(): ContentPage[] {
  const dir = path.join(CONTENT_DIR, 'pages');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(path.join('pages', name)) as ContentPage);
}

// Explicit types: queries keep working when a list is empty or a field is missing from every entry.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ContentProvider implements Node @dontInfer {
      slug: String!
      name: String!
      gamesCount: Int!
      logo: String!
    }
    type ContentGame implements Node @dontInfer {
      slug: String!
      name: String!
      provider: String!
      categories: [String!]!
      tags: [String!]!
      engine: String!
      template: String!
      thumbnail: String!
    }
    type ContentPageSection @dontInfer {
      heading: String
      paragraphs: [String!]!
    }
    type ContentPage implements Node @dontInfer {
      slug: String!
      title: String!
      description: String!
      sections: [ContentPageSection!]!
    }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  const catalogue = readCatalogue();
  const { providers, games } = drawCatalogueArt(PUBLIC_DIR, catalogue.providers, catalogue.games);
  const add = (type: string, key: string, data: object) =>
    actions.createNode({
      ...data,
      id: createNodeId(`${type}-${key}`),
      internal: { type, contentDigest: createContentDigest(data) },
    });
  for (const provider of summarizeProviders(providers, games)) add('ContentProvider', provider.slug, provider);
  for (const game of games) add('ContentGame', game.slug, game);
  for (const page of readPages()) add('ContentPage', page.slug, page);
};

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  const { providers, games } = readCatalogue();
  const template = (name: string) => path.resolve(process.cwd(), 'src/templates', name);
  const tagPage = template('tag-page.tsx');
  for (const tag of catalogueTags(games))
    actions.createPage({ path: tagPath(tag), component: tagPage, context: { tag } });
  const providerPage = template('provider-page.tsx');
  for (const provider of providersWithPages(summarizeProviders(providers, games)))
    actions.createPage({ path: providerHref(provider), component: providerPage, context: { provider: provider.slug } });
  const categoryPage = template('category-page.tsx');
  for (const list of CATALOGUE_LISTS) {
    const filter = list === 'all' ? {} : { categories: { eq: list } };
    actions.createPage({ path: gameListPath(list), component: categoryPage, context: { list, filter } });
  }
  // Every game at /game/<slug>/, Fafi's and Aviator's at their own routes (SPEC §2).
  const gamePage = template('game-page.tsx');
  for (const game of games)
    actions.createPage({
      path: gameHref(game),
      component: gamePage,
      context: { slug: game.slug, provider: game.provider },
    });
};
