import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

/** App info could not be loaded: the details' heading over the retry, where the details would be. */
export const detailsFailed = style({ display: 'grid', gap: vars.space[5], alignContent: 'start' });
/** As the details' own heading. */
export const detailsHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
