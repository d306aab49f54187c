/**
 * A list that is a row scrolling sideways on a phone, snapping to each item, and a grid of `columns` from md: the
 * lobby's rails and banners. `itemWidth` is an item's width per breakpoint below md.
 */
export function snapRowSx(itemWidth: Partial<Record<'xs' | 'xsl' | 'sm', string>>, columns: number) {
  return {
    display: 'grid',
    gap: 3,
    gridAutoFlow: { xs: 'column', md: 'row' },
    gridAutoColumns: itemWidth,
    gridTemplateColumns: { md: `repeat(${columns}, minmax(0, 1fr))` },
    overflowX: { xs: 'auto', md: 'visible' },
    scrollSnapType: { xs: 'x mandatory', md: 'none' },
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
    // Room for the focus ring and the items' shadow inside the scrolling row.
    py: 1,
    '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
  } as const;
}
