import { useI18n } from '@dars/i18n';
import { forgotPasswordMachine } from '@dars/machines';
import { Alert, AuthLayout, Button, EmailField, FailureAlert, Form, Link } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { href } from '../../paths';
import { readStoredEmail, storeCodePurpose, storeEmail } from '../../platform';
import { fieldMessage, useLanguageChange } from '../forms';

/** /forget-password (spec sections 2, 4, 5, 8). */
export default function ForgotPasswordScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actions: {
          storeEmail: (_, { email }) => {
            storeEmail(email);
            storeCodePurpose('reset');
          },
          leave: () => navigate(href('confirmCode')),
        },
      }),
    [navigate],
  );
  const [state, send] = useMachine(machine, { input: { email: readStoredEmail() } });
  const { values, validation, failure } = state.context;
  const sending = state.hasTag('busy');
  const sent = state.hasTag('success');
  useLanguageChange(() => send({ type: 'form.languageChanged' }));

  return (
    <AuthLayout
      title={t('forgot.heading')}
      lead={t('forgot.lead')}
      footer={<Link href={href('login')}>{t('forgot.backToLogin')}</Link>}
    >
      <Form onSubmit={() => send({ type: 'form.submit' })} busy={sending}>
        {validation ? <Alert tone="error">{t('enterEmail')}</Alert> : null}
        <FailureAlert failure={failure} fallback={t('forgot.codeFailed')} />
        {sent ? <Alert tone="success">{t('forgot.codeSent')}</Alert> : null}
        <EmailField
          required
          readOnly={sent}
          value={values.email}
          error={fieldMessage(state.context, 'email', t)}
          onChange={(value) => send({ type: 'form.change', field: 'email', value })}
        />
        <Button type="submit" fullWidth loading={sending} disabled={sent}>
          {t('forgot.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
