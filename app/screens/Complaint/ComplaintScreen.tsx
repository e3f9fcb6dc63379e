import { useI18n } from '@dars/i18n';
import { type ComplaintField, complaintFormMachine } from '@dars/machines';
import { Alert, Button, Card, EmailField, Form, PageHeader, TextArea, TextField } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import type { ScreenProps } from '../../routeTable';
import { useLanguageChange } from '../forms';
import { MessageFormFailure, MessageFormPopups, type MessageFormTexts, useFieldMessages } from '../messageForm';
import * as styles from '../messageForm.css';

/**
 * /complaint (spec sections 2, 5, 7, 8): name, e-mail, address and the complaint or suggestion, all
 * required; the button says it is sending; success says 'sent successfully' and empties the form;
 * a failure says 'an error occurred' with the server's words or 'an error occurred while sending', no
 * answer says 'connection error'. Nothing typed is lost on failure.
 */
export default function ComplaintScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [state, send] = useMachine(complaintFormMachine);
  const { context } = state;
  const busy = state.hasTag('busy');
  const error = useFieldMessages<ComplaintField>(context as never);
  const change = (field: ComplaintField) => (value: string) => send({ type: 'form.change', field, value });
  useLanguageChange(() => send({ type: 'form.languageChanged' }));
  const texts: MessageFormTexts = {
    sent: t('complaint.success'),
    failed: {
      refused: { title: t('complaint.errorTitle'), text: t('complaint.sendFailed') },
      server: { title: t('complaint.errorTitle'), text: t('complaint.sendFailed') },
      connection: { title: t('complaint.connectionTitle'), text: t('complaint.connectionFailed') },
    },
  };
  const values = context.values as Record<ComplaintField, string>;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHeader title={t(title)} titleId={headingId} lead={t('complaint.lead')} />
      <Card className={styles.single}>
        <Form onSubmit={() => send({ type: 'form.submit' })} busy={busy || state.hasTag('dialog')}>
          <p className={styles.note}>{t('messageForm.requiredNote')}</p>
          {context.validation ? <Alert tone="error">{t(context.validation)}</Alert> : null}
          <MessageFormFailure context={context} texts={texts} />
          <div className={styles.pair}>
            <TextField
              label={t('form.name')}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              error={error('name')}
              onChange={change('name')}
            />
            <EmailField required value={values.email} error={error('email')} onChange={change('email')} />
          </div>
          <TextField
            label={t('messageForm.address')}
            name="address"
            autoComplete="street-address"
            required
            value={values.address}
            error={error('address')}
            onChange={change('address')}
          />
          <TextArea
            label={t('complaint.body')}
            name="body"
            required
            rows={6}
            value={values.body}
            error={error('body')}
            onChange={change('body')}
          />
          <Button type="submit" loading={busy}>
            {busy ? t('complaint.sending') : t('complaint.submit')}
          </Button>
        </Form>
      </Card>
      <MessageFormPopups
        context={context}
        sentOpen={state.hasTag('success')}
        failedOpen={state.hasTag('dialog') && !state.hasTag('success')}
        texts={texts}
        onClose={() => send({ type: 'popup.close' })}
      />
    </section>
  );
}
