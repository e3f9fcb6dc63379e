import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[4] });
export const more = style({ justifySelf: 'start' });
