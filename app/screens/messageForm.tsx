import { useI18n } from '@dars/i18n';
import { type MessageFailureKind, type MessageFormContext, messageFailureKind } from '@dars/machines';
import { Alert, AlertDialog, Toast } from '@dars/ui';
import { fieldMessage } from './forms';

/** The texts of one message form's outcomes (spec section 8). */
export interface MessageFormTexts {
  /** The success popup's words when the server sends none. */
  sent: string;
  /** The failure popup's title and text, by kind: refused (server words), server (no words), connection. */
  failed: Record<MessageFailureKind, { title: string; text: string }>;
}

/** The message under a field of a message form (required, malformed e-mail, or the server's). */
export function useFieldMessages<TField extends string>(context: MessageFormContext<TField>) {
  const { t } = useI18n();
  return (field: TField) => fieldMessage(context, field, t);
}

/**
 * The popups of a message form: success (a notice that closes itself after 2 s) or failure (a dialog
 * with its title and text, closing itself after 2 s too; the inline failure stays beside the form).
 */
export function MessageFormPopups({
  context,
  sentOpen,
  failedOpen,
  texts,
  onClose,
}: {
  context: MessageFormContext<string>;
  sentOpen: boolean;
  failedOpen: boolean;
  texts: MessageFormTexts;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const kind = context.failure ? messageFailureKind(context.failure) : null;
  const failed = kind ? texts.failed[kind] : null;
  return (
    <>
      <Toast open={sentOpen} tone="success" message={context.message ?? texts.sent} />
      <AlertDialog
        open={failedOpen && failed !== null}
        tone="error"
        title={failed?.title ?? ''}
        message={failureText(context, texts) ?? ''}
        confirmLabel={t('common.close')}
        onConfirm={onClose}
      />
    </>
  );
}

/** The failure's text, as the popup gives it: the server's words for a refusal, else the form's own. */
export function failureText(context: MessageFormContext<string>, texts: MessageFormTexts): string | null {
  if (!context.failure) return null;
  const kind = messageFailureKind(context.failure);
  return kind === 'refused' ? (context.failure.message ?? texts.failed.refused.text) : texts.failed[kind].text;
}

/** The failure beside the form, until the next submission (the popup closes itself; this stays). */
export function MessageFormFailure({
  context,
  texts,
}: {
  context: MessageFormContext<string>;
  texts: MessageFormTexts;
}) {
  const text = failureText(context, texts);
  if (!context.failure || !text) return null;
  return (
    <Alert tone="error" title={texts.failed[messageFailureKind(context.failure)].title}>
      {text}
    </Alert>
  );
}
