import { useI18n } from '@dars/i18n';
import {
  type createMessageFormMachine,
  type MessageFailureKind,
  type MessageFormContext,
  messageFailureKind,
} from '@dars/machines';
import { Alert, AlertDialog, Button, EmailField, Form, TextField, Toast, useFailedWriteWords } from '@dars/ui';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTabDraft } from './draft';
import { fieldMessage, useLanguageChange } from './forms';
import * as styles from './messageForm.css';

/** The texts of one message form's outcomes (spec section 8). */
export interface MessageFormTexts {
  /** The success popup's words when the server sends none. */
  sent: string;
  /** The failure popup's title and text, by kind: refused (server words), server (no words), connection. */
  failed: Record<MessageFailureKind, { title: string; text: string }>;
}

/** What a form's own field (beyond name and e-mail) is given: its value, its message and its change. */
export interface MessageFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/**
 * One message form (the contact and the complaint forms): the required-fields note, the validation
 * message, the failure that stays beside the form, name and e-mail side by side, the form's own fields
 * (`children`, given each field's props by name), the submit button with its busy label, and the popups.
 */
export function MessageForm({
  machine,
  texts,
  submitLabel,
  sendingLabel,
  children,
}: {
  machine: ReturnType<typeof createMessageFormMachine>;
  texts: MessageFormTexts;
  submitLabel: string;
  sendingLabel: string;
  children: (field: (name: string) => MessageFieldProps) => ReactNode;
}) {
  const { t } = useI18n();
  const [state, send] = useMachine(machine);
  const { context } = state;
  const busy = state.hasTag('busy');
  useLanguageChange(() => send({ type: 'form.languageChanged' }));
  useTabDraft(machine.id, context.values, { sent: state.hasTag('success') }, (field, value) =>
    send({ type: 'form.change', field, value }),
  );
  const field = (name: string): MessageFieldProps => ({
    value: context.values[name] ?? '',
    error: fieldMessage(context, name, t),
    onChange: (value) => send({ type: 'form.change', field: name, value }),
  });
  return (
    <>
      <Form onSubmit={() => send({ type: 'form.submit' })} busy={busy || state.hasTag('dialog')}>
        <p className={styles.note}>{t('messageForm.requiredNote')}</p>
        {context.validation ? <Alert tone="error">{t(context.validation)}</Alert> : null}
        <MessageFormFailure context={context} texts={texts} />
        <div className={styles.pair}>
          <TextField label={t('form.name')} name="name" autoComplete="name" required {...field('name')} />
          <EmailField required {...field('email')} />
        </div>
        {children(field)}
        <Button type="submit" loading={busy}>
          {busy ? sendingLabel : submitLabel}
        </Button>
      </Form>
      <MessageFormPopups
        context={context}
        sentOpen={state.hasTag('success')}
        failedOpen={state.hasTag('dialog') && !state.hasTag('success')}
        texts={texts}
        onClose={() => send({ type: 'popup.close' })}
      />
    </>
  );
}

/**
 * The popups of a message form: success (a notice that closes itself after 2 s) or failure (a dialog
 * with its title and text, closing itself after 2 s too; the inline failure stays beside the form).
 */
function MessageFormPopups({
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
  const words = useFailureWords(context, texts);
  return (
    <>
      <Toast open={sentOpen} tone="success" message={context.message ?? texts.sent} />
      <AlertDialog
        open={failedOpen && failed !== null}
        tone="error"
        title={failed?.title ?? ''}
        message={words ?? ''}
        confirmLabel={t('common.close')}
        onConfirm={onClose}
      />
    </>
  );
}

/**
 * The failure's text, as the popup gives it: the server's words for a refusal, else the form's own; a 401
 * to a signed-in call says the session has ended (never the server's raw 'Unauthenticated.': the app
 * sends the user to log in).
 */
function useFailureWords(context: MessageFormContext<string>, texts: MessageFormTexts): string | null {
  const { t } = useI18n();
  const failedWrite = useFailedWriteWords();
  if (!context.failure) return null;
  if (context.failure.sessionEnded) return t('auth.sessionEnded');
  const kind = messageFailureKind(context.failure);
  if (kind === 'connection') return failedWrite(texts.failed.connection.text);
  return kind === 'refused' ? (context.failure.message ?? texts.failed.refused.text) : texts.failed[kind].text;
}

/** The failure beside the form, until the next submission (the popup closes itself; this stays). */
function MessageFormFailure({ context, texts }: { context: MessageFormContext<string>; texts: MessageFormTexts }) {
  const text = useFailureWords(context, texts);
  if (!context.failure || !text) return null;
  return (
    <Alert tone="error" title={texts.failed[messageFailureKind(context.failure)].title}>
      {text}
    </Alert>
  );
}
