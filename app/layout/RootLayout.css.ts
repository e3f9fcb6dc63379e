import { media, vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' });

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[8],
  '@media': { [media.up('md')]: { paddingInline: vars.space[6] } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const loading = style({ display: 'grid', placeItems: 'center', minBlockSize: '40vh' });

export const retry = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space[6],
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const bellPlaceholder = style({
  display: 'inline-block',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
});
