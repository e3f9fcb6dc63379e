import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** A paged screen: the header, the list (or its state), the pagination, one column. */
export const page = style({ display: 'grid', gap: vars.space[6], alignContent: 'start' });

/** The list's area keeps at least a card's height, so a short state does not pull the footer up and down. */
export const body = style({ display: 'grid', gap: vars.space[6], minBlockSize: '320px', alignContent: 'start' });
