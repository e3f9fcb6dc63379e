import type { CheckoutRequest } from '@dars/api';
import { type Translate, useI18n } from '@dars/i18n';
import { checkoutMachine, checkoutView, type SubmitFailure } from '@dars/machines';
import { AlertDialog, failureText, Link } from '@dars/ui';
import { useMachine, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useAppActors } from '../AppActorsContext';
import { loginHref } from '../paths';
import { openPaymentTab, reloadPage } from '../platform';

export interface Checkout {
  /** Pays for what the button stands for (null: nothing chosen). */
  pay: (request: CheckoutRequest | null) => void;
  busy: boolean;
  /** The checkout's dialogs: render once on the page. */
  element: ReactNode;
}

/**
 * The one checkout behind every pay button: the cart, the course page, the plans and the profile's
 * plan tab. A visitor is told to log in first and comes back here; a payment page opens in a new tab, or, when
 * the browser blocks it, as a link in a dialog; a payment settled without one shows the server's message, then
 * the page reloads (spec section 7). The top bar's cart count is asked again after a payment starts.
 */
export function useCheckout(): Checkout {
  const { t } = useI18n();
  const { session, cartCount } = useAppActors();
  const signedIn = useSelector(session, (s) => s.hasTag('member'));
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        openTab: fromPromise<boolean, { url: string }>(async ({ input }) => {
          const opened = openPaymentTab(input.url);
          if (opened) cartCount.send({ type: 'cartCount.load' });
          return opened;
        }),
      },
      actions: {
        goToLogin: () => navigate(loginHref(location, search)),
        reload: () => reloadPage(),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  const view = checkoutView(snapshot);
  const dismiss = () => send({ type: 'checkout.dismiss' });

  const problemText =
    view.problem === 'login'
      ? t('checkout.loginFirst')
      : view.problem === 'incomplete'
        ? t('checkout.chooseItem')
        : checkoutFailureText(view.failure, t);

  const element = (
    <>
      <AlertDialog
        open={view.dialog === 'problem'}
        tone={view.problem === 'login' ? 'info' : 'error'}
        title={view.problem === 'login' ? t('checkout.loginTitle') : t('subscribe.errorTitle')}
        message={problemText}
        confirmLabel={view.problem === 'login' ? t('auth.login') : t('common.ok')}
        onConfirm={dismiss}
        {...(view.problem === 'login'
          ? { cancelLabel: t('common.close'), onClose: () => send({ type: 'checkout.cancel' }) }
          : {})}
      />
      <AlertDialog
        open={view.dialog === 'paid'}
        tone="success"
        title={t('checkout.doneTitle')}
        message={view.message || t('subscribe.success')}
        confirmLabel={t('common.ok')}
        onConfirm={dismiss}
      />
      <AlertDialog
        open={view.dialog === 'blocked'}
        tone="info"
        title={t('checkout.blockedTitle')}
        message={
          <>
            {t('checkout.blocked')}{' '}
            {view.blockedUrl ? (
              <Link href={view.blockedUrl} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
                {t('checkout.openPayment')}
              </Link>
            ) : null}
          </>
        }
        confirmLabel={t('common.close')}
        onConfirm={dismiss}
      />
    </>
  );

  return { pay: (request) => send({ type: 'checkout.pay', request, signedIn }), busy: view.busy, element };
}

/**
 * The failed checkout's words (spec section 8), by the one rule of every screen (`failureText`): a refusal
 * (4xx) in the server's words, else 'an error occurred during subscription'; a server error (5xx), whatever
 * its body said, 'an error occurred during subscription' too, as the course page's subscribe says it; no
 * answer, or one that could not be read (HTML, empty, broken JSON), the spec's exception alert 'failed to
 * subscribe, please try later'.
 */
function checkoutFailureText(failure: SubmitFailure | null, t: Translate): string {
  if (!failure) return t('checkout.failedDuring');
  return failureText(
    failure,
    {
      refused: t('checkout.failedDuring'),
      serverError: t('checkout.failedDuring'),
      unreadable: t('checkout.failed'),
      noAnswer: t('checkout.failed'),
    },
    t,
  );
}
