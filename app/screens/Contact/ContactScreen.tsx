import { useI18n } from '@dars/i18n';
import { type ContactField, contactFormMachine } from '@dars/machines';
import { Alert, Button, Card, EmailField, Form, ListError, PageHeader, TextArea, TextField } from '@dars/ui';
import { ContactDetails, ContactDetailsPlaceholder } from '@dars/ui/ContactDetails';
import { useMachine, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useAppActors } from '../../AppActorsContext';
import type { ScreenProps } from '../../routeTable';
import { useAppInfo } from '../../useAppInfo';
import { useLanguageChange } from '../forms';
import { MessageFormFailure, MessageFormPopups, type MessageFormTexts, useFieldMessages } from '../messageForm';
import * as styles from '../messageForm.css';
import * as own from './ContactScreen.css';

/**
 * /contact_us and /contact (spec sections 2, 5, 8): name, e-mail, phone and message (name, e-mail and
 * message required, the e-mail checked), the contact details from app info beside it (placeholders
 * of their size while app info loads; a retry if it failed). A popup gives the server's words or 'failed to connect to server'; a success empties the form.
 */
export default function ContactScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const headingId = useId();
  const { appInfo } = useAppActors();
  const { info } = useAppInfo();
  const infoFailed = useSelector(appInfo, (s) => s.hasTag('failed'));
  const [state, send] = useMachine(contactFormMachine);
  const { context } = state;
  const busy = state.hasTag('busy');
  const error = useFieldMessages<ContactField>(context as never);
  const change = (field: ContactField) => (value: string) => send({ type: 'form.change', field, value });
  useLanguageChange(() => send({ type: 'form.languageChanged' }));
  const failed = { title: t('contact.failedTitle'), text: t('contact.failed') };
  const texts: MessageFormTexts = {
    sent: t('contact.success'),
    failed: { refused: failed, server: failed, connection: failed },
  };
  const values = context.values as Record<ContactField, string>;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHeader title={t(title)} titleId={headingId} lead={t('contact.lead')} />
      <div className={styles.columns}>
        <Card>
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
              label={t('form.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              hint={t('messageForm.phoneOptional')}
              value={values.phone}
              error={error('phone')}
              onChange={change('phone')}
            />
            <TextArea
              label={t('messageForm.message')}
              name="message"
              required
              rows={6}
              value={values.message}
              error={error('message')}
              onChange={change('message')}
            />
            <Button type="submit" loading={busy}>
              {busy ? t('contact.sending') : t('contact.submit')}
            </Button>
          </Form>
        </Card>
        <Card>
          {info ? (
            <ContactDetails contact={info.contact_us} title={t('contact.details')} />
          ) : infoFailed ? (
            <div className={own.detailsFailed}>
              <h2 className={own.detailsHeading}>{t('contact.details')}</h2>
              <ListError message={t('errors.fetchFailed')} onRetry={() => appInfo.send({ type: 'info.reload' })} />
            </div>
          ) : (
            <ContactDetailsPlaceholder title={t('contact.details')} />
          )}
        </Card>
      </div>
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
