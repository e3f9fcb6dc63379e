import { vars } from '@dars/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted, fontWeight: 600 });
export const actions = style({ display: 'grid', gap: vars.space[3] });
export const factsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const facts = style({ display: 'grid', gap: vars.space[3], margin: 0 });
export const fact = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});
export const factLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
});
export const factIcon = style({ display: 'inline-flex', color: vars.color.primary });
export const factValue = style({ margin: 0, fontWeight: 700, textAlign: 'end' });
