/** Lato, self-hosted from npm: the latin subset of the two weights the theme uses (font-display: swap). */
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
