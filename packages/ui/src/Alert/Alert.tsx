import { type MessageKey, useI18n } from '@dars/i18n';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Alert.css';
import { type Tone, ToneIcon } from './ToneIcon';

export type AlertTone = Tone;

export interface AlertProps {
  tone: AlertTone;
  /** A short title shown in the tone's colour above the message. */
  title?: string;
  children: ReactNode;
  className?: string;
}

/** Without a title, screen readers hear the tone's name first; sighted users see the icon. */
const TONE_NAME: Partial<Record<AlertTone, MessageKey>> = {
  error: 'common.error',
  success: 'common.success',
  warning: 'common.warning',
};

/**
 * An inline banner. Errors interrupt (role="alert"); the other tones are polite (role="status").
 * The tone is told three ways: colour, icon and (title or hidden tone name).
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  const { t } = useI18n();
  const toneName = TONE_NAME[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={className ? `${styles.root[tone]} ${className}` : styles.root[tone]}
      data-tone={tone}
    >
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.body}>
          {!title && toneName ? <span className={visuallyHidden}>{`${t(toneName)}: `}</span> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
