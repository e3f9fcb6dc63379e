import { Dialog, DialogDescription, DialogHeading, FocusTrapRegion } from '@ariakit/react';
import { useI18n } from '@dars/i18n';
import { useRef } from 'react';
import { ToneIcon } from '../Alert/ToneIcon';
import { Button } from '../Button';
import * as styles from './AlertDialog.css';
import type { AlertDialogProps } from './AlertDialog.types';

/** The dialog itself (Ariakit), in a chunk of its own: see AlertDialog.tsx. */
export default function AlertDialogContent({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  tone = 'info',
  onClose,
  cancelLabel,
}: AlertDialogProps) {
  const { dir, lang } = useI18n();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose ?? onConfirm}
      modal
      role="alertdialog"
      initialFocus={cancelLabel ? cancelRef : confirmRef}
      hideOnInteractOutside={false}
      backdrop={<div className={styles.backdrop} />}
      className={styles.card}
      dir={dir}
      lang={lang}
      data-tone={tone}
    >
      {/* A modal keeps Tab inside (WAI-ARIA dialog pattern): Ariakit's dialog makes the page behind inert but lets
          Tab leave the last button for the browser; the region's traps wrap it to the first and back. */}
      <FocusTrapRegion enabled={open} className={styles.focusRegion}>
        <span className={styles.iconBadge[tone]}>
          <ToneIcon tone={tone} className={styles.icon} />
        </span>
        <DialogHeading className={styles.title}>{title}</DialogHeading>
        <DialogDescription className={styles.message} render={<div />}>
          {message}
        </DialogDescription>
        <div className={styles.actions}>
          {cancelLabel ? (
            <Button ref={cancelRef} variant="secondary" className={styles.confirm} onClick={onClose ?? onConfirm}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button ref={confirmRef} className={styles.confirm} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </FocusTrapRegion>
    </Dialog>
  );
}
