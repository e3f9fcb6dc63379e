import { style } from '@vanilla-extract/css';

/** The waiting picture stays hidden until it has an address (a display of its own would win over `hidden`). */
export const waiting = style({ selectors: { '&[hidden]': { display: 'none' } } });
