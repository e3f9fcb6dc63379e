import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import { CloseIcon } from '../icons';
import * as styles from './FilterSheet.css';
import type { FilterSheetProps } from './FilterSheet.types';

/** The sheet itself (Ariakit), in a chunk of its own: see FilterSheet.tsx. */
export default function FilterSheetContent({ open, onClose, title, children, doneLabel }: FilterSheetProps) {
  const { t, dir, lang } = useI18n();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      modal
      backdrop={<div className={styles.backdrop} />}
      className={styles.sheet}
      dir={dir}
      lang={lang}
    >
      <div className={styles.header}>
        <DialogHeading className={styles.title}>{title}</DialogHeading>
        <DialogDismiss className={styles.close} aria-label={t('common.close')}>
          <CloseIcon />
        </DialogDismiss>
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        <Button fullWidth onClick={onClose}>
          {doneLabel}
        </Button>
      </div>
    </Dialog>
  );
}
