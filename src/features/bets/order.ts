/** The catalogue's games in the order the server's stats list them. */

/**
 * The catalogue entries of `listed` (recent or most played games, by slug), in the list's order; a game the
 * catalogue of this build does not hold (dropped from the content since) is left out.
 */
export function inListOrder<T extends { slug: string }>(
  listed: readonly { slug: string }[],
  catalogue: readonly T[],
): T[] {
  const bySlug = new Map(catalogue.map((game) => [game.slug, game]));
  return listed.flatMap((entry) => {
    const game = bySlug.get(entry.slug);
    return game ? [game] : [];
  });
}
