import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

const ink = '#1B2437';
const gold = '#B8892B';

/** The sheet's frame: an A4 landscape proportion at any width; its type scales with it (cqi). */
export const sheet = style({
  containerType: 'inline-size',
  inlineSize: '100%',
  maxInlineSize: '1120px',
  marginInline: 'auto',
  '@media': {
    print: {
      page: 'certificate',
      inlineSize: '297mm',
      maxInlineSize: 'none',
      margin: 0,
      // Colours as on screen, not the printer's economy greys.
      printColorAdjust: 'exact',
      WebkitPrintColorAdjust: 'exact',
    },
  },
});

export const paper = style({
  position: 'relative',
  aspectRatio: '297 / 210',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  padding: '3.2cqi',
  background: `radial-gradient(circle at 50% 40%, #FFFFFF 0%, #FBF8F1 70%, #F4EEDF 100%)`,
  color: ink,
  boxShadow: vars.shadow.card,
  borderRadius: vars.radius.md,
  '@media': {
    print: { boxShadow: 'none', borderRadius: 0, blockSize: '209mm', aspectRatio: 'auto' },
  },
});

/** Two frames: a thin gold line inside a broad navy band. */
export const frame = style({
  position: 'absolute',
  inset: '1.6cqi',
  border: `0.6cqi solid ${vars.color.primary}`,
  borderRadius: '0.4cqi',
  pointerEvents: 'none',
});
export const innerFrame = style({
  position: 'absolute',
  inset: '3cqi',
  border: `0.15cqi solid ${gold}`,
  borderRadius: '0.2cqi',
  pointerEvents: 'none',
});

/** A corner bracket in each corner: logical borders, so the corners follow the direction. */
const cornerLine = `0.35cqi solid ${gold}`;
export const corner = style({ position: 'absolute', inlineSize: '6cqi', blockSize: '6cqi' });
export const cornerStartTop = style({
  insetBlockStart: '4cqi',
  insetInlineStart: '4cqi',
  borderBlockStart: cornerLine,
  borderInlineStart: cornerLine,
});
export const cornerEndTop = style({
  insetBlockStart: '4cqi',
  insetInlineEnd: '4cqi',
  borderBlockStart: cornerLine,
  borderInlineEnd: cornerLine,
});
export const cornerStartBottom = style({
  insetBlockEnd: '4cqi',
  insetInlineStart: '4cqi',
  borderBlockEnd: cornerLine,
  borderInlineStart: cornerLine,
});
export const cornerEndBottom = style({
  insetBlockEnd: '4cqi',
  insetInlineEnd: '4cqi',
  borderBlockEnd: cornerLine,
  borderInlineEnd: cornerLine,
});

export const content = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: '1.1cqi',
  textAlign: 'center',
  inlineSize: '78%',
});

export const brand = style({
  // The logo's height whether or not it has arrived (app info), so the sheet's text never moves.
  minBlockSize: '4cqi',
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '1cqi',
  fontSize: '1.9cqi',
  fontWeight: 700,
  color: vars.color.primary,
});
export const logo = style({ inlineSize: '4cqi', blockSize: '4cqi', objectFit: 'contain' });

export const title = style({
  margin: 0,
  fontSize: '4.6cqi',
  lineHeight: 1.2,
  fontWeight: 700,
  letterSpacing: '0.02em',
  color: ink,
});

export const rule = style({ inlineSize: '14cqi', blockSize: '0.25cqi', background: gold, borderRadius: '1cqi' });

export const line = style({ margin: 0, fontSize: '1.7cqi', color: '#4A5468' });

export const name = style({
  margin: 0,
  fontSize: '4.2cqi',
  lineHeight: 1.3,
  fontWeight: 700,
  color: vars.color.primary,
  paddingInline: '3cqi',
  borderBlockEnd: `0.12cqi solid ${gold}`,
});

export const course = style({ margin: 0, fontSize: '2.3cqi', fontWeight: 600, color: ink, lineHeight: 1.4 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0.6cqi 3cqi',
  margin: 0,
  fontSize: '1.4cqi',
  color: '#4A5468',
});

/** Signatures at each side, the seal between them. */
export const signatures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'end',
  gap: '4cqi',
  inlineSize: '100%',
  marginBlockStart: '1.6cqi',
});
export const signature = style({ display: 'grid', gap: '0.4cqi', justifyItems: 'center' });
export const signatureName = style({
  fontSize: '2cqi',
  fontStyle: 'italic',
  fontWeight: 600,
  color: ink,
  paddingInline: '2cqi',
  paddingBlockEnd: '0.4cqi',
  borderBlockEnd: `0.12cqi solid ${ink}`,
  minInlineSize: '18cqi',
});
export const signatureRole = style({ fontSize: '1.3cqi', color: '#4A5468' });
export const seal = style({ inlineSize: '10cqi', blockSize: '10cqi', color: gold });

/** A quiet diagonal 'sample' mark across the sheet, centred whatever the direction. */
export const watermark = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  transform: 'rotate(-18deg)',
  fontSize: '13cqi',
  fontWeight: 700,
  letterSpacing: '0.1em',
  color: 'rgb(0 78 254 / 5%)',
  pointerEvents: 'none',
  userSelect: 'none',
  whiteSpace: 'nowrap',
});
