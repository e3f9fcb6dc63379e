import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A long read: one column of about 65 characters, centred in the page, in either direction. */
export const root = style({
  display: 'grid',
  gap: vars.space[6],
  maxInlineSize: '68ch',
  marginInline: 'auto',
  inlineSize: '100%',
  '@media': {
    print: { maxInlineSize: 'none' },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space[2],
  paddingBlockEnd: vars.space[4],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The server's text: a calm rhythm of headings, paragraphs and lists. */
export const body = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

globalStyle(`${body} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${body} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${body} p`, { marginBlock: `0 ${vars.space[4]}` });
globalStyle(`${body} :is(h2, h3, h4)`, {
  marginBlock: `${vars.space[8]} ${vars.space[3]}`,
  fontWeight: 700,
  breakAfter: 'avoid',
});
globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${body} :is(h3, h4)`, { fontSize: vars.fontSize.lg });
globalStyle(`${body} :is(ul, ol)`, { marginBlock: `0 ${vars.space[4]}`, display: 'grid', gap: vars.space[2] });
globalStyle(`${body} li::marker`, { color: vars.color.primary });
globalStyle(`${body} :is(li, p)`, { breakInside: 'avoid' });
globalStyle(`${body} a`, { textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${body} table`, { borderCollapse: 'collapse', inlineSize: '100%', marginBlock: vars.space[4] });
globalStyle(`${body} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
});
globalStyle(`${body} strong`, { fontWeight: 700 });

/** Where the text will be while it loads: tall enough that its arrival does not move what is on screen. */
export const waiting = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '60vh',
});
