import { findCountryByDial, useI18n } from '@dars/i18n';
import { DEFAULT_DIAL, profileMachine } from '@dars/machines';
import {
  AlertDialog,
  Button,
  Card,
  EmailField,
  FailureAlert,
  Form,
  PhoneField,
  Spinner,
  StatusMessage,
  TextField,
  Toast,
  useFailedWriteWords,
} from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { reloadPage } from '../../platform';
import { muted } from '../auth.css';
import { useTabDraft } from '../draft';
import { fieldMessage, useLanguageChange } from '../forms';
import * as styles from './Profile.css';

/** A preview URL for a chosen file, revoked when the choice changes. */
function usePreview(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function AccountTab() {
  const { t } = useI18n();
  const failedWrite = useFailedWriteWords();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  // The next load puts focus back on this page and says the details were saved (ProfileScreen).
  const machine = useMemo(() => profileMachine.provide({ actions: { reload: () => reloadPage('profile.saved') } }), []);
  const [state, send] = useMachine(machine);
  const { profile, values, dial, image, imageError, validation, failure } = state.context;
  useLanguageChange(() => send({ type: 'form.languageChanged' }));
  // What was typed and not yet saved survives the session ending (log in, come back) and a reload; the
  // picture does not (a file cannot be kept).
  useTabDraft(
    'profile',
    { name: values.name, phone: values.phone, dial },
    { ready: !state.hasTag('loading') && !state.hasTag('failed'), sent: state.hasTag('success') },
    (field, value) =>
      field === 'dial'
        ? send({ type: 'form.country', dial: value })
        : send({ type: 'form.change', field: field === 'phone' ? 'phone' : 'name', value }),
  );
  const preview = usePreview(image as Blob | null);
  const country = findCountryByDial(dial) ?? findCountryByDial(DEFAULT_DIAL);

  if (state.hasTag('loading')) return <Spinner size="lg" />;
  if (state.hasTag('failed')) {
    return (
      <StatusMessage
        announce
        level={2}
        title={t('profile.fetchError')}
        action={
          <Button variant="secondary" onClick={() => send({ type: 'profile.retry' })}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const saving = state.hasTag('busy');
  const shownImage = preview ?? profile?.image ?? null;

  return (
    <Card>
      <Form onSubmit={() => send({ type: 'form.submit' })} busy={saving || state.hasTag('dialog')}>
        <div className={styles.avatarRow}>
          {shownImage ? (
            <img className={styles.avatar} src={shownImage} alt={t('profile.image')} width={88} height={88} />
          ) : (
            <span className={styles.avatarEmpty}>{t('profile.noImage')}</span>
          )}
          <label className={styles.fileLabel} htmlFor={fileId}>
            {t('profile.changeImage')}
            <input
              ref={fileRef}
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? `${fileId}-error ${fileId}-rules` : `${fileId}-rules`}
              onChange={(event) => send({ type: 'form.image', file: event.target.files?.[0] ?? null })}
            />
          </label>
          {image || imageError ? (
            <Button
              variant="ghost"
              onClick={() => {
                if (fileRef.current) fileRef.current.value = '';
                send({ type: 'form.image', file: null });
              }}
            >
              {t('profile.cancelImage')}
            </Button>
          ) : null}
        </div>
        {/* What is accepted, told up front; why a chosen file was refused, told when it happens. */}
        <p id={`${fileId}-rules`} className={muted}>
          {t('profile.imageRules')}
        </p>
        {imageError ? (
          <p id={`${fileId}-error`} className={styles.imageError} role="alert">
            {t(imageError === 'type' ? 'profile.imageNotImage' : 'profile.imageSize')}
          </p>
        ) : null}
        {validation ? (
          <p className={styles.imageError} role="alert">
            {t(validation)}
          </p>
        ) : null}
        {/* The popup closes itself after 2 s; the failure stays here until the next save, under the popup's
            own words (the spec's 'error during update'), with the reason when there is one. */}
        {state.hasTag('dialog') ? null : (
          <FailureAlert failure={failure} fallback={t('profile.updateError')} title={t('profile.updateError')} />
        )}
        <TextField
          label={t('form.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={fieldMessage(state.context, 'name', t)}
          onChange={(value) => send({ type: 'form.change', field: 'name', value })}
        />
        <EmailField readOnly value={profile?.email ?? ''} hint={t('profile.emailReadOnly')} onChange={() => {}} />
        <PhoneField
          required
          autoComplete="tel"
          value={values.phone}
          error={fieldMessage(state.context, 'phone', t)}
          onChange={(value) => send({ type: 'form.change', field: 'phone', value })}
          countryKey={country?.key ?? 'SA'}
          onCountryChange={(entry) => send({ type: 'form.country', dial: entry.phone_code })}
        />
        <Button type="submit" loading={saving}>
          {t('profile.save')}
        </Button>
        <Toast open={state.hasTag('success')} tone="success" message={t('profile.updated')} />
        <AlertDialog
          open={state.hasTag('dialog')}
          tone="error"
          title={t('common.error')}
          message={failedWrite(t('profile.updateError'))}
          confirmLabel={t('common.ok')}
          onConfirm={() => send({ type: 'popup.close' })}
        />
      </Form>
    </Card>
  );
}
