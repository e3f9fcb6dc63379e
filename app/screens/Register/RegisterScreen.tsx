import { DEFAULT_COUNTRY_KEY, useI18n } from '@dars/i18n';
import { type RegisterField, registerMachine } from '@dars/machines';
import {
  Alert,
  AuthLayout,
  Button,
  EmailField,
  FailureAlert,
  Form,
  fieldError,
  Link,
  PasswordField,
  PhoneField,
  TextField,
  Toast,
} from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { href } from '../../paths';
import { storeCodePurpose, storeEmail } from '../../platform';
import { richText } from '../../richText';
import * as styles from '../auth.css';
import { fieldMessage, useLanguageChange } from '../forms';

/** /register (spec sections 2, 3, 4, 5, 8). */
export default function RegisterScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      registerMachine.provide({
        actions: {
          storeEmail: (_, { email }) => {
            storeEmail(email);
            storeCodePurpose('register');
          },
          leave: () => navigate(href('confirmCode')),
        },
      }),
    [navigate],
  );
  const [state, send] = useMachine(machine);
  const { values, countryKey, validation, failure } = state.context;
  const submitting = state.hasTag('busy');
  const change = (field: RegisterField) => (value: string) => send({ type: 'form.change', field, value });
  const error = (field: RegisterField) => fieldMessage(state.context, field, t);
  useLanguageChange(() => send({ type: 'form.languageChanged' }));

  return (
    <>
      <AuthLayout
        title={t('register.heading')}
        footer={
          <>
            {t('register.haveAccount')} <Link href={href('login')}>{t('register.loginLink')}</Link>
          </>
        }
      >
        <Form onSubmit={() => send({ type: 'form.submit' })} busy={submitting}>
          {validation ? <Alert tone="error">{t(validation)}</Alert> : null}
          <FailureAlert failure={failure} fallback={t('errors.loginTitle')} />
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
          <PhoneField
            required
            value={values.phone}
            error={error('phone') ?? fieldError(failure, 'phone_key')}
            onChange={change('phone')}
            countryKey={countryKey ?? DEFAULT_COUNTRY_KEY}
            onCountryChange={(entry) => send({ type: 'form.country', key: entry.key })}
          />
          <PasswordField
            label={t('form.password')}
            name="password"
            autoComplete="new-password"
            required
            hint={t('form.passwordHint')}
            value={values.password}
            error={error('password')}
            onChange={change('password')}
          />
          <PasswordField
            label={t('form.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            required
            value={values.confirm_password}
            error={error('confirm_password')}
            onChange={change('confirm_password')}
          />
          <p className={styles.muted}>
            {richText((params) => t('register.terms', params), {
              terms: <Link href={href('terms')}>{t('title.terms')}</Link>,
              privacy: <Link href={href('privacy')}>{t('title.privacy')}</Link>,
            })}
          </p>
          <Button type="submit" fullWidth loading={submitting}>
            {submitting ? t('register.submitting') : t('register.submit')}
          </Button>
        </Form>
      </AuthLayout>
      <Toast open={state.hasTag('success')} tone="success" message={t('register.success')} />
    </>
  );
}
