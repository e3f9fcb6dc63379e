import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A control that is busy keeps its size: its spinner is laid over the middle of it and its label is
 * see-through (still there, so the width holds and the accessible name stays), instead of the spinner
 * being added beside the label, which would make the control grow under the pointer (a second click of a
 * double click would then land on whatever had moved under it). The control itself is positioned.
 */
export const busySpinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const busyLabel = style({ opacity: 0 });

// The spinner takes the control's text colour, so it shows on every variant.
globalStyle(`${busySpinner} [aria-hidden="true"] > span`, {
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
});
