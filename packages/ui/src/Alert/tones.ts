import { vars } from '@dars/theme';
import type { Tone } from './ToneIcon';

/**
 * Tone colours built from the theme, so runtime brand colours flow through.
 * - `accent`: the tone colour itself, for borders and large shapes.
 * - `strong`: the tone darkened, for icons and titles on the pale background (at least 4.5:1).
 * - `pale`: the tone mixed into white, for the banner background (body text stays vars.color.text).
 * The theme has no warning colour: warning is a fixed amber.
 */
const mix = (color: string, percent: number, other: string) => `color-mix(in srgb, ${color} ${percent}%, ${other})`;

export const toneColors: Record<Tone, { accent: string; strong: string; pale: string; line: string }> = {
  error: {
    accent: vars.color.error,
    strong: mix(vars.color.error, 80, 'black'),
    pale: mix(vars.color.error, 7, 'white'),
    line: mix(vars.color.error, 30, 'white'),
  },
  success: {
    accent: vars.color.secondary,
    strong: mix(vars.color.secondary, 60, 'black'),
    pale: mix(vars.color.secondary, 8, 'white'),
    line: mix(vars.color.secondary, 35, 'white'),
  },
  info: {
    accent: vars.color.primary,
    strong: mix(vars.color.primary, 80, 'black'),
    pale: mix(vars.color.primary, 6, 'white'),
    line: mix(vars.color.primary, 25, 'white'),
  },
  warning: {
    accent: '#F0A020',
    strong: '#8F5200',
    pale: '#FFF7E6',
    line: '#F7CF8A',
  },
};
