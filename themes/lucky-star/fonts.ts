/** Montserrat, self-hosted from npm: the latin subset of the two weights the theme uses (font-display: swap). */
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-700.css';
