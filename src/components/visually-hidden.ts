/**
 * Styles (`sx`) for text read by screen readers and not shown: a table's corner header, a copy button's "Copied".
 * Sizes in px strings: in `sx` a number up to 1 is a fraction (`width: 1` is 100%), which made the hidden text as
 * wide as its container and pushed a 320 px page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
