import { vars } from '@dars/theme';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { toneColors } from '../Alert/tones';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The live region: always present (so announcements are heard), pinned to the bottom centre. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space[4],
  insetBlockEnd: vars.space[6],
  zIndex: 70,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  maxInlineSize: '480px',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[5],
  border: '1px solid',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 8px 28px rgb(20 23 31 / 18%)',
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
  pointerEvents: 'auto',
  animation: `${rise} 200ms ease-out`,
});

const tone = (name: 'success' | 'error' | 'info' | 'warning') => ({
  borderColor: toneColors[name].line,
  borderInlineStartWidth: '4px',
  borderInlineStartColor: toneColors[name].accent,
  vars: { '--dars-toast-strong': toneColors[name].strong },
});

export const notices = styleVariants({
  success: [notice, tone('success')],
  error: [notice, tone('error')],
  info: [notice, tone('info')],
  warning: [notice, tone('warning')],
});

export const icon = style({ flexShrink: 0, inlineSize: '22px', blockSize: '22px', color: 'var(--dars-toast-strong)' });

export const message = style({ minInlineSize: 0, overflowWrap: 'anywhere' });
