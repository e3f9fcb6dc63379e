import { type MessageKey, toLatinDigits } from '@dars/i18n';
import type { ReactNode } from 'react';

/** The networks app info may give a link for (spec section 3, contact_us). */
export type SocialKind = 'twitter' | 'facebook' | 'instagram' | 'snapchat' | 'youtube' | 'whatsapp';
export const SOCIAL_KINDS: readonly SocialKind[] = [
  'facebook',
  'twitter',
  'instagram',
  'snapchat',
  'youtube',
  'whatsapp',
];

/** The number as dialled: a leading plus and ASCII digits (Arabic-Indic digits are converted). */
export function telHref(phone: string): string {
  const ascii = toLatinDigits(phone);
  return `tel:${ascii.trim().startsWith('+') ? '+' : ''}${ascii.replace(/\D/g, '')}`;
}

export function present(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const SOCIAL_LABEL: Record<SocialKind, MessageKey> = {
  twitter: 'social.twitter',
  facebook: 'social.facebook',
  instagram: 'social.instagram',
  snapchat: 'social.snapchat',
  youtube: 'social.youtube',
  whatsapp: 'social.whatsapp',
};

/** Simple line glyphs on a 24 px grid, drawn for the footer and the contact details; decorative (the link carries the name). */
export const SOCIAL_GLYPH: Record<SocialKind, ReactNode> = {
  twitter: (
    <>
      <path d="M4 4h4.6L20 20h-4.6z" fill="currentColor" stroke="none" />
      <path d="M19.5 4l-6.6 7.4M11.1 12.6L4.5 20" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.5 1.6-1.5h1.6V4.1a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.6v3.2h2.7V21z"
      fill="currentColor"
      stroke="none"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  snapchat: (
    <path d="M12 3.5c-2.9 0-4.8 2-4.8 5v2.2l-1.6-.5c-.7-.1-1 .7-.4 1.1l1.9 1c-.6 1.6-1.9 2.9-3.6 3.6.4.8 1.6 1 2.8 1.2l.4 1.4 1.8-.3c1 0 1.6 1.1 3.5 1.1s2.5-1.1 3.5-1.1l1.8.3.4-1.4c1.2-.2 2.4-.4 2.8-1.2-1.7-.7-3-2-3.6-3.6l1.9-1c.6-.4.3-1.2-.4-1.1l-1.6.5V8.5c0-3-1.9-5-4.8-5z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" stroke="none" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0-7.4 12.7L3.5 20.5l4.4-1.1A8.5 8.5 0 1 0 12 3.5z" />
      <path
        d="M9.2 7.8c-.4 0-.8.2-1 .6-.4.6-.5 1.4-.2 2.3.7 2 2.4 3.7 4.4 4.5.9.3 1.7.2 2.3-.2.4-.3.6-.7.6-1.1l-1.8-.9-.9.9c-1-.4-1.9-1.3-2.4-2.3l.9-.9z"
        fill="currentColor"
        stroke="none"
      />
    </>
  ),
};

export function Glyph({ children, className }: { children: ReactNode; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CONTACT_GLYPH = {
  address: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.1 2A15.5 15.5 0 0 1 4.6 5.6a2 2 0 0 1 2-2.1z" />
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3.8 7l8.2 6 8.2-6" />
    </>
  ),
} as const;
