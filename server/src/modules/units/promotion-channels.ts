/** The bus channels of the promotions topic (server/src/topics.ts): the site's events, and each player's own. */

export function promotionsChannel(siteId: number): string {
  return `site:${siteId}:promotions`;
}

/** A player's own promotion events (a campaign bonus started, completed, the campaigns they may join, their happy-hour bonus). */
export function unitPromotionsChannel(unitId: number): string {
  return `unit:${unitId}:promotions`;
}
