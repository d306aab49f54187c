import { alpha, styled } from '@mui/material/styles';

/**
 * A list of full-width rows (links or buttons) in the look of MUI's ListItemButton, styled once at the list: each
 * row is a plain element with the `row` class, not a stack of MUI components. The sidebars hold a dozen or more
 * rows on every page, hidden on a phone until opened, and every one of them is hydrated on start-up.
 */
export const LinkList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& .row': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    padding: '12px 16px',
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    ...theme.typography.body1,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover, &:active': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
    '&[aria-current="page"]': {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
    '&[aria-disabled="true"]': {
      opacity: theme.palette.action.disabledOpacity,
      pointerEvents: 'none',
      cursor: 'default',
    },
  },
  '& .label': { flex: '1 1 auto', minWidth: 0 },
  '& .strong': { fontWeight: 600 },
  '& .count': {
    ...theme.typography.body2,
    marginLeft: 8,
    whiteSpace: 'nowrap',
    color: theme.palette.text.secondary,
  },
  '& .badge': {
    marginLeft: 8,
    minWidth: 22,
    height: 22,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 11,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontSize: 12,
    fontWeight: 700,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
}));
