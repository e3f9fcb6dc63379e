import { vars } from '@dars/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ overflowWrap: 'anywhere', lineHeight: vars.lineHeight.body });
globalStyle(`${root} a`, { color: vars.color.primary });
globalStyle(`${root} :is(h1,h2,h3,h4)`, { lineHeight: vars.lineHeight.heading });
globalStyle(`${root} :is(ul,ol)`, { paddingInlineStart: vars.space[6] });
