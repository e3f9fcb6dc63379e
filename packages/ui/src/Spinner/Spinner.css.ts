import { vars } from '@dars/theme';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

const ring = style({
  display: 'block',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderBlockStartColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});

export const sizes = styleVariants({
  sm: [ring, { inlineSize: '16px', blockSize: '16px', borderWidth: '2px' }],
  md: [ring, { inlineSize: '28px', blockSize: '28px', borderWidth: '3px' }],
  lg: [ring, { inlineSize: '44px', blockSize: '44px', borderWidth: '4px' }],
});
