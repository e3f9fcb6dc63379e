import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });
export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
