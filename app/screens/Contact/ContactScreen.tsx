import { useI18n } from '@dars/i18n';
import { contactFormMachine } from '@dars/machines';
import { Card, ListError, PageHeader, TextArea, TextField } from '@dars/ui';
import { ContactDetails, ContactDetailsPlaceholder } from '@dars/ui/ContactDetails';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useAppActors } from '../../AppActorsContext';
import type { ScreenProps } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import { MessageForm, type MessageFormTexts } from '../messageForm';
import * as styles from '../messageForm.css';
import * as own from './ContactScreen.css';

/**
 * /contact_us and /contact (spec sections 2, 5, 8): name, e-mail, phone and message (name, e-mail and
 * message required, the e-mail checked), the contact details from app info beside it (placeholders
 * of their size while app info loads; a retry if it failed). A popup gives the server's words, or
 * 'an error occurred while sending' when it answered without any, or 'failed to connect to server' when
 * no answer came; a success empties the form.
 */
export default function ContactScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const headingId = useId();
  const { appInfo } = useAppActors();
  const { info } = useAppInfo();
  const infoFailed = useSelector(appInfo, (s) => s.hasTag('failed'));
  // The complaint form's rule: 'failed to connect to server' only when no answer came; a server that
  // answered without words of its own (a 5xx, an HTML page, an unreadable answer) failed to send it.
  const notSent = { title: t('contact.failedTitle'), text: t('messageForm.sendFailed') };
  const texts: MessageFormTexts = {
    sent: t('contact.success'),
    failed: {
      refused: notSent,
      server: notSent,
      connection: { title: t('contact.failedTitle'), text: t('contact.failed') },
    },
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHeader title={t(title)} titleId={headingId} lead={t('contact.lead')} />
      <div className={styles.columns}>
        <Card>
          <MessageForm
            machine={contactFormMachine}
            texts={texts}
            submitLabel={t('contact.submit')}
            sendingLabel={t('contact.sending')}
          >
            {(field) => (
              <>
                <TextField
                  label={t('form.phone')}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  dir="ltr"
                  hint={t('messageForm.phoneOptional')}
                  {...field('phone')}
                />
                <TextArea label={t('messageForm.message')} name="message" required rows={6} {...field('message')} />
              </>
            )}
          </MessageForm>
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
    </section>
  );
}
