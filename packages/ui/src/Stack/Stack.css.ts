import { style, styleVariants } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, margin: 0, padding: 0 });
export const inline = style({ display: 'flex', flexDirection: 'row', minInlineSize: 0, margin: 0, padding: 0 });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });
/** Lists laid out as stacks lose their bullets and indent. */
export const list = style({ listStyle: 'none' });
