import { useI18n } from '@dars/i18n';
import { loginMachine } from '@dars/machines';
import {
  Alert,
  AlertDialog,
  AuthLayout,
  Button,
  Checkbox,
  EmailField,
  FailureAlert,
  Form,
  failureText,
  Link,
  PasswordField,
  Toast,
} from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../AppActorsContext';
import { href, safeNext } from '../../paths';
import * as styles from '../auth.css';
import { fieldMessage, useLanguageChange } from '../forms';

/** /login (spec sections 2, 4, 5, 8). */
export default function LoginScreen() {
  const { t } = useI18n();
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const next = safeNext(new URLSearchParams(search).get('next')) ?? href('home');
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actions: {
          signedIn: (_, result) => session.send({ type: 'session.login', token: result.token, user: result.user }),
          leave: () => navigate(next, { replace: true }),
        },
      }),
    [session, navigate, next],
  );
  const [state, send] = useMachine(machine, { input: {} });
  const { values, remember, validation, failure } = state.context;
  const submitting = state.hasTag('busy');
  useLanguageChange(() => send({ type: 'form.languageChanged' }));

  // A session the server ended (a 401) is told here once, never on an ordinary visit.
  const [sessionEnded] = useState(() => session.getSnapshot().hasTag('expired'));
  useEffect(() => {
    if (sessionEnded) session.send({ type: 'session.expiryNoticed' });
  }, [session, sessionEnded]);

  return (
    <>
      <AuthLayout
        title={t('title.login')}
        lead={t('login.welcome')}
        footer={
          <>
            {t('login.noAccount')} <Link href={href('register')}>{t('login.createAccount')}</Link>
          </>
        }
      >
        <Form onSubmit={() => send({ type: 'form.submit' })} busy={submitting || state.hasTag('dialog')}>
          {sessionEnded ? <Alert tone="info">{t('auth.sessionEnded')}</Alert> : null}
          {validation ? <Alert tone="error">{t('emailPasswordRequired')}</Alert> : null}
          {/* A refusal opens the dialog; no answer or an unreadable one shows here. */}
          <FailureAlert
            failure={failure?.kind === 'server' ? null : failure}
            fallback={t('errors.invalidCredentials')}
          />
          <EmailField
            required
            value={values.email}
            error={fieldMessage(state.context, 'email', t)}
            onChange={(value) => send({ type: 'form.change', field: 'email', value })}
          />
          <PasswordField
            label={t('form.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={fieldMessage(state.context, 'password', t)}
            onChange={(value) => send({ type: 'form.change', field: 'password', value })}
          />
          <div className={styles.row}>
            <Checkbox
              label={t('login.rememberMe')}
              checked={remember}
              onChange={(value) => send({ type: 'form.remember', value })}
            />
            <Link href={href('forgotPassword')}>{t('login.forgotPassword')}</Link>
          </div>
          <Button type="submit" fullWidth loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
      </AuthLayout>
      <AlertDialog
        open={state.hasTag('dialog')}
        tone="error"
        title={t('errors.loginTitle')}
        message={failure ? failureText(failure, t('errors.invalidCredentials'), t) : t('errors.invalidCredentials')}
        confirmLabel={t('common.confirm')}
        onConfirm={() => send({ type: 'dialog.confirm' })}
      />
      <Toast open={state.hasTag('success')} tone="success" message={t('auth.loginSuccess')} />
    </>
  );
}
