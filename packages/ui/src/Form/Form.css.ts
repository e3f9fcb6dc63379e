import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** Every form is a stack: fields, messages and actions one under the other with the same gap. */
export const form = style({ display: 'grid', gap: vars.space[4], minInlineSize: 0 });
