import type { SVGProps } from 'react';
import { Icon } from '../icons';

export type Tone = 'error' | 'success' | 'info' | 'warning';

/** Decorative tone icons (the text beside them says what happened): the shared icon frame, a bolder line. */
const Svg = (props: SVGProps<SVGSVGElement>) => <Icon width={20} height={20} strokeWidth={2} {...props} />;

/** A circle with an exclamation mark. */
export const ErrorIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5" />
    <path d="M12 16.5h.01" />
  </Svg>
);

/** A circle with a check mark. */
export const SuccessIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.2 9.5" />
  </Svg>
);

/** A circle with an "i". */
export const InfoIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5" />
    <path d="M12 7.5h.01" />
  </Svg>
);

/** A triangle with an exclamation mark. */
export const WarningIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M10.3 3.9 2.6 17.3A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.7L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4.5" />
    <path d="M12 17h.01" />
  </Svg>
);

const ICONS = { error: ErrorIcon, success: SuccessIcon, info: InfoIcon, warning: WarningIcon } as const;

export function ToneIcon({ tone, ...props }: { tone: Tone } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[tone];
  return <Icon {...props} />;
}
