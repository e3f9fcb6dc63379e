import { useI18n } from '@dars/i18n';
import { type ResetField, resetPasswordMachine } from '@dars/machines';
import { Alert, AuthLayout, Button, EmailField, FailureAlert, Form, Link, PasswordField } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { href } from '../../paths';
import { readStoredEmail } from '../../platform';
import { fieldMessage, useLanguageChange } from '../forms';

/** The reset password screen (/reset-password, also /re-password): spec sections 2, 5, 8. */
export default function ResetPasswordScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () => resetPasswordMachine.provide({ actions: { leave: () => navigate(href('login')) } }),
    [navigate],
  );
  const [state, send] = useMachine(machine, { input: { email: readStoredEmail() } });
  const { values, validation, failure } = state.context;
  const submitting = state.hasTag('busy');
  const done = state.hasTag('success');
  const change = (field: ResetField) => (value: string) => send({ type: 'form.change', field, value });
  const error = (field: ResetField) => fieldMessage(state.context, field, t);
  useLanguageChange(() => send({ type: 'form.languageChanged' }));

  return (
    <AuthLayout
      title={t('reset.heading')}
      lead={t('reset.lead')}
      footer={<Link href={href('login')}>{t('forgot.backToLogin')}</Link>}
    >
      <Form onSubmit={() => send({ type: 'form.submit' })} busy={submitting}>
        {validation ? <Alert tone="error">{t(validation)}</Alert> : null}
        <FailureAlert failure={failure} fallback={t('errors.serverError')} />
        {done ? <Alert tone="success">{t('reset.success')}</Alert> : null}
        <EmailField required value={values.email} error={error('email')} onChange={change('email')} />
        <PasswordField
          label={t('password.new')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={error('password')}
          onChange={change('password')}
        />
        <PasswordField
          label={t('password.confirm')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          error={error('password_confirmation')}
          onChange={change('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={done}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
