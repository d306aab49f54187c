/**
 * The content catalogue (ARCHITECTURE "Content"): game providers, games and page texts. The repository's
 * content/ files hold the default catalogue; the server seeds from it and Gatsby sources it at build time.
 */

export interface ContentProvider {
  slug: string;
  name: string;
}

export interface ContentGame {
  slug: string;
  name: string;
  /** A ContentProvider slug */
  provider: string;
  /** Game list slugs: slots, table-games, op, oln, jackpot, bonus, aviator… (the /games/<category>/ routes) */
  categories: string[];
  /** Free tags, lowercase words joined by hyphens; each has a page at /tags/<tag>/ */
  tags: string[];
}

export interface ContentPageSection {
  heading?: string;
  paragraphs: string[];
}

/** A page text: content/pages/<slug>.json, shown at /<slug>/. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  sections: ContentPageSection[];
}

/** A provider as the site lists it (SPEC §3 Game provider): with how many games it has. */
export interface ProviderSummary extends ContentProvider {
  gamesCount: number;
}
