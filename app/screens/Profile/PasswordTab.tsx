import { useI18n } from '@dars/i18n';
import { changePasswordMachine, type PasswordField as Field } from '@dars/machines';
import { Alert, AlertDialog, Button, Card, FailureAlert, Form, failureText, PasswordField } from '@dars/ui';
import { useMachine } from '@xstate/react';
import { fieldMessage, useLanguageChange } from '../forms';

export function PasswordTab() {
  const { t } = useI18n();
  const [state, send] = useMachine(changePasswordMachine);
  const { values, validation, failure, message } = state.context;
  const change = (field: Field) => (value: string) => send({ type: 'form.change', field, value });
  const error = (field: Field) => fieldMessage(state.context, field, t);
  useLanguageChange(() => send({ type: 'form.languageChanged' }));
  return (
    <Card>
      <Form
        onSubmit={() => send({ type: 'form.submit' })}
        busy={state.hasTag('busy') || state.hasTag('dialog') || state.hasTag('success')}
      >
        {validation ? <Alert tone="error">{t(validation)}</Alert> : null}
        {/* The popup closes itself after 2 s; the failure stays here until the next try. */}
        {state.hasTag('dialog') ? null : <FailureAlert failure={failure} fallback={t('errors.somethingWentWrong')} />}
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          required
          value={values.old_password}
          error={error('old_password')}
          onChange={change('old_password')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          required
          value={values.new_password}
          error={error('new_password')}
          onChange={change('new_password')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          value={values.confirm_password}
          error={error('confirm_password')}
          onChange={change('confirm_password')}
        />
        <Button type="submit" loading={state.hasTag('busy')}>
          {t('password.submit')}
        </Button>
        <AlertDialog
          open={state.hasTag('success')}
          tone="success"
          title={t('common.success')}
          message={message ?? t('password.changed')}
          confirmLabel={t('common.ok')}
          onConfirm={() => send({ type: 'popup.close' })}
        />
        <AlertDialog
          open={state.hasTag('dialog')}
          tone="error"
          title={t('common.error')}
          message={failure ? failureText(failure, t('errors.somethingWentWrong'), t) : ''}
          confirmLabel={t('common.ok')}
          onConfirm={() => send({ type: 'popup.close' })}
        />
      </Form>
    </Card>
  );
}
