import { globalFontFace } from '@vanilla-extract/css';

/**
 * 'Cairo Fallback': local faces scaled to Cairo (size-adjust), with Cairo's ascent and descent (1303/571
 * per 1000, i.e. 130.3/57.1 per 100, divided by each face's scale), so that the swap to Cairo moves
 * nothing: the same line boxes, and every line as wide. Three weights, each with faces of its own: the
 * font matching picks one weight for the whole family and then only that weight's faces by their ranges,
 * so each weight has a Latin face, an Arabic face and a face for the space.
 * - Bold (600 and 700) uses the local faces' real bold: Chromium would otherwise smear the regular face,
 *   0.943 of Cairo 600's width and 0.890 of Cairo 700's, and a heading that fits on a line in the fallback
 *   would break onto two in Cairo and move the page. Cairo is a variable font, wider at 700 than at 600:
 *   one scale each.
 * - The space has a face of its own (declared last, so it is looked up first): the Latin faces' space is
 *   1.19 of Cairo's, and an Arabic line takes its spaces from the Latin face. Between Cairo's Arabic file
 *   being drawn and its Latin one, each space of an Arabic line would otherwise be that much wider than
 *   before or after. A colon or a full stop still differs then: a line as long as its box can break for a
 *   frame (e2e/sweep-demo.test.ts says where).
 * The scales are measured in Chromium against the local faces named here (Liberation Sans, Arial's metric
 * twin, and DejaVu Sans, each regular and bold), over ten of the UI's strings per language and weight, with
 * the space at Cairo's width: each within 0.1 % of Cairo. Measure them again the same way if the font
 * changes.
 */

/** Cairo's ascent and descent per 100 of the font size (1303 and 571 per 1000 in its tables). */
const CAIRO_METRICS = { ascent: 130.3, descent: 57.1 };

/** Cairo's subsets' ranges (fonts.css), and the space's. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1';
const SPACE = 'U+0020, U+00A0';

const local = (...names: string[]) => names.map((name) => `local("${name}")`).join(', ');
const REGULAR = {
  latin: local('Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica', 'Roboto'),
  arabic: local('Arial', 'ArialMT', 'Tahoma', 'DejaVu Sans', 'DejaVuSans', 'Noto Sans Arabic'),
};
const BOLD = {
  latin: local(
    'Arial Bold',
    'Arial-BoldMT',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Helvetica Bold',
    'Roboto Bold',
  ),
  arabic: local(
    'Arial Bold',
    'Arial-BoldMT',
    'Tahoma Bold',
    'Tahoma-Bold',
    'DejaVu Sans Bold',
    'DejaVuSans-Bold',
    'Noto Sans Arabic Bold',
    'NotoSansArabic-Bold',
  ),
};

/** Per weight: its local faces and each face's scale (size-adjust, in %). No weight: the regular faces. */
const FALLBACK_WEIGHTS = [
  { weight: undefined, faces: REGULAR, scale: { latin: 95.3, arabic: 98.87, space: 79.2 } },
  { weight: '600 649', faces: BOLD, scale: { latin: 88.57, arabic: 85.12, space: 78.83 } },
  { weight: '650 1000', faces: BOLD, scale: { latin: 90.48, arabic: 90.59, space: 78.47 } },
] as const;

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** One face at `scale` %, with Cairo's ascent and descent (size-adjust scales the overrides too). */
const face = (src: string, scale: number, unicodeRange: string, fontWeight?: string) => ({
  src,
  ...(fontWeight ? { fontWeight } : {}),
  sizeAdjust: percent(scale),
  ascentOverride: percent((CAIRO_METRICS.ascent / scale) * 100),
  descentOverride: percent((CAIRO_METRICS.descent / scale) * 100),
  lineGapOverride: '0%',
  unicodeRange,
});

// The space last in each weight: of faces whose ranges overlap, the last declared is looked up first.
globalFontFace(
  'Cairo Fallback',
  FALLBACK_WEIGHTS.flatMap(({ weight, faces, scale }) => [
    face(faces.latin, scale.latin, LATIN, weight),
    face(faces.arabic, scale.arabic, ARABIC, weight),
    face(faces.latin, scale.space, SPACE, weight),
  ]),
);
