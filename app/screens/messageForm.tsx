import { useI18n } from '@dars/i18n';
import {
  type createMessageFormMachine,
  type MessageFailureKind,
  type MessageFormContext,
  messageFailureKind,
} from '@dars/machines';
import { Alert, AlertDialog, Button, EmailField, Form, TextField, Toast } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
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
  useDraft(machine.id, context.values, state.hasTag('success'), (field, value) =>
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
 * What is typed into a message form is kept for the tab (session storage) until it is sent, so nothing is
 * lost when the user leaves before sending: the session ended and the login screen brings them back, a
 * reload, a link followed. Restored once, as the form opens.
 */
function useDraft(
  formId: string,
  values: Record<string, string>,
  sent: boolean,
  restore: (field: string, value: string) => void,
) {
  const key = `dars.draft.${formId}`;
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, as the form opens
  useEffect(() => {
    restored.current = true;
    for (const [field, value] of Object.entries(readDraft(key))) restore(field, value);
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    try {
      if (sent || Object.values(values).every((value) => value === '')) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // No storage (a private mode that refuses it): the form works, without a draft.
    }
  }, [key, values, sent]);
}

function readDraft(key: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
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
  return (
    <>
      <Toast open={sentOpen} tone="success" message={context.message ?? texts.sent} />
      <AlertDialog
        open={failedOpen && failed !== null}
        tone="error"
        title={failed?.title ?? ''}
        message={failureWords(context, texts, t) ?? ''}
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
function failureWords(
  context: MessageFormContext<string>,
  texts: MessageFormTexts,
  t: ReturnType<typeof useI18n>['t'],
): string | null {
  if (!context.failure) return null;
  if (context.failure.sessionEnded) return t('auth.sessionEnded');
  const kind = messageFailureKind(context.failure);
  return kind === 'refused' ? (context.failure.message ?? texts.failed.refused.text) : texts.failed[kind].text;
}

/** The failure beside the form, until the next submission (the popup closes itself; this stays). */
function MessageFormFailure({ context, texts }: { context: MessageFormContext<string>; texts: MessageFormTexts }) {
  const { t } = useI18n();
  const text = failureWords(context, texts, t);
  if (!context.failure || !text) return null;
  return (
    <Alert tone="error" title={texts.failed[messageFailureKind(context.failure)].title}>
      {text}
    </Alert>
  );
}
