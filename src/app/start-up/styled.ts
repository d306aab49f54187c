// MUI's styled() and sx engine (its longest module set-up), evaluated in a start-up task of its own
// (gatsby-browser.tsx START_UP_MODULES).
export { styled } from '@mui/material/styles';
