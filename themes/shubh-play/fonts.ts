/** Roboto, self-hosted from npm: the latin subset of the two weights the theme uses (font-display: swap). */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import './devanagari.css';
