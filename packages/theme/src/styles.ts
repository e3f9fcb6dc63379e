// The theme's page-wide styles: the font faces (Cairo and its metric-matched fallback) and the
// global rules. Imported for its side effects by the app's entry (and through the theme's index),
// the one theme module the production build keeps whole (vite.config.ts, its tree-shaking).
import './fonts.css';
import './fallbackFont.css';
import './global.css';
import './print.css';
import './print-pages.css';
