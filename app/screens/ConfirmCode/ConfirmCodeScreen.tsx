import { useI18n } from '@dars/i18n';
import { CODE_LENGTH, verifyCodeMachine } from '@dars/machines';
import { Alert, AuthLayout, Button, CodeInput, Form, failureText, Link } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { href } from '../../paths';
import { readCodePurpose, readStoredEmail } from '../../platform';
import * as styles from '../auth.css';
import { useLanguageChange } from '../forms';

/** /confirm-code (spec sections 2, 4, 5, 8): six boxes; success leads on. */
export default function ConfirmCodeScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const purpose = useMemo(() => readCodePurpose(), []);
  const machine = useMemo(
    () =>
      verifyCodeMachine.provide({
        actions: { leave: () => navigate(purpose === 'reset' ? href('resetPassword') : href('login')) },
      }),
    [navigate, purpose],
  );
  const [state, send] = useMachine(machine, { input: { email: readStoredEmail() } });
  const { email, code, failure, resend } = state.context;
  const verifying = state.hasTag('busy');
  const verified = state.hasTag('success');
  const resending = state.hasTag('resending');
  useLanguageChange(() => send({ type: 'form.languageChanged' }));

  if (!email) {
    return (
      <AuthLayout title={t('verify.heading')}>
        <Alert tone="info">{t('enterEmail')}</Alert>
        <p className={styles.row}>
          <Link href={href('register')}>{t('auth.register')}</Link>
          <Link href={href('forgotPassword')}>{t('login.forgotPassword')}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('verify.heading')} lead={t('verify.lead')}>
      <Form onSubmit={() => send({ type: 'form.submit' })} busy={verifying || resending}>
        {/* The line follows the page (right-aligned in Arabic); the address inside it reads left to right. */}
        <p className={styles.muted}>
          <bdi dir="ltr">{email}</bdi>
        </p>
        {verified ? <Alert tone="success">{t('verify.success')}</Alert> : null}
        {resend?.ok ? <Alert tone="success">{resend.message ?? t('forgot.codeSent')}</Alert> : null}
        {resend && !resend.ok ? <Alert tone="error">{resend.message ?? t('forgot.codeFailed')}</Alert> : null}
        <CodeInput
          label={t('verify.codeLabel')}
          length={CODE_LENGTH}
          value={code}
          autoFocus
          disabled={verifying || verified}
          error={failure ? failureText(failure, t('errors.somethingWentWrong'), t) : null}
          onChange={(value) => send({ type: 'code.change', value })}
        />
        <Button type="submit" fullWidth loading={verifying} disabled={code.length !== CODE_LENGTH || verified}>
          {t('verify.submit')}
        </Button>
        <p className={styles.row}>
          <span className={styles.muted}>{t('verify.noCode')}</span>
          {/* While the code is sent again the pressed button keeps the focus (aria-disabled, not disabled). */}
          <button
            type="button"
            className={styles.linkButton}
            disabled={verified}
            aria-disabled={resending || undefined}
            onClick={() => {
              if (!resending) send({ type: 'code.resend' });
            }}
          >
            {t('verify.resend')}
          </button>
        </p>
      </Form>
    </AuthLayout>
  );
}
