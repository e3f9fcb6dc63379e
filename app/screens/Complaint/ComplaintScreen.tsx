import { useI18n } from '@dars/i18n';
import { complaintFormMachine } from '@dars/machines';
import { Card, PageHeader, TextArea, TextField } from '@dars/ui';
import { useId } from 'react';
import type { ScreenProps } from '../../paths';
import { MessageForm, type MessageFormTexts } from '../messageForm';
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
  const texts: MessageFormTexts = {
    sent: t('complaint.success'),
    failed: {
      refused: { title: t('complaint.errorTitle'), text: t('messageForm.sendFailed') },
      server: { title: t('complaint.errorTitle'), text: t('messageForm.sendFailed') },
      connection: { title: t('complaint.connectionTitle'), text: t('complaint.connectionFailed') },
    },
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHeader title={t(title)} titleId={headingId} lead={t('complaint.lead')} />
      <Card className={styles.single}>
        <MessageForm
          machine={complaintFormMachine}
          texts={texts}
          submitLabel={t('complaint.submit')}
          sendingLabel={t('complaint.sending')}
        >
          {(field) => (
            <>
              <TextField
                label={t('messageForm.address')}
                name="address"
                autoComplete="street-address"
                required
                {...field('address')}
              />
              <TextArea label={t('complaint.body')} name="body" required rows={6} {...field('body')} />
            </>
          )}
        </MessageForm>
      </Card>
    </section>
  );
}
