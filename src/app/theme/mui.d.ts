import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xsl: true;
  }
  interface Palette {
    header: string;
  }
  interface PaletteOptions {
    header?: string;
  }
}
