import { ApiError, type CheckoutRequest, type CheckoutResult, login, type Plan } from '@dars/api';
import { createTranslator, type Language } from '@dars/i18n';
import { checkoutMachine } from '@dars/machines';
import { DEMO_STUDENT } from '@dars/mocks';
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { done, failed, type ModelEvent } from '../../machines/testing';
import { holdCall } from '../testing/heldCalls';
import { describeScreenPaths, dialogWhen, elsewhere, renderAt, shownDialog } from '../testing/screenPaths';
import { PlanOffers } from './PlanOffers';

/**
 * The one checkout driven by its machine's paths, on the plans as /packages offers them (PlanOffers): paying
 * is a click on a plan's 'subscribe', as the demo student or as a visitor; POST /payment/checkout is the
 * demo API's, held until each step answers it; the new tab is the browser's (one that lets it open or one
 * that blocks it); closing a dialog is a click on its button in Arabic and Escape in English. At each state:
 * the busy button, the dialog with its words and where focus is, the payment page opened or offered as a
 * link, the login page gone to, and what was posted.
 */

const plan = (id: number, title: string): Plan => ({
  id,
  title,
  description: '',
  image: '',
  final_price: 100,
  price_before_discount: 100,
  discount: 0,
  renewal_price: 90,
  duration_per_month: 1,
  courses_limit: 5,
});
const GOLD = plan(2, 'Gold');
/** A plan the server sent without a usable id: nothing to pay for. */
const NO_ID = plan(0, 'Unknown');
const requestFor = ({ id }: Plan): CheckoutRequest => ({
  invoice_type: 'plan_subscription',
  plan_id: id,
  plan_subscription: true,
});
const pay = (item: Plan, signedIn = true): ModelEvent => ({
  type: 'checkout.pay',
  request: requestFor(item),
  signedIn,
});
const PAGE = 'https://pay.example/session/1';
const PAY_DONE = done('pay').type;
const PAY_FAILED = failed('pay', null).type;

/** The failures the paths explore, as the API layer reports them (the demo API answers each so: heldCalls.ts). */
const FAILURES = [
  new ApiError('http', { status: 422, serverMessage: 'No.' }),
  new ApiError('http', { status: 500, serverMessage: 'Server exploded.' }),
  new ApiError('http', { status: 500 }),
  new ApiError('shape', { status: 200 }),
  new ApiError('network'),
];

type Dialog = { title: string; message: string; buttons: string[] } | null;

/**
 * Where the steps leave the page, told from what the student did and how the call and the browser answered.
 * The browser answers at once when the page opens a tab (`blocks` or not): the model's `openTab` answer then
 * changes nothing more.
 */
function pageAfter(steps: ModelEvent[], t: ReturnType<typeof createTranslator>, blocks: boolean) {
  let dialog: Dialog = null;
  let busy = false;
  let leftFor: string | null = null;
  let opened = 0;
  let blockedUrl: string | null = null;
  const posted: Record<string, string>[] = [];
  for (const step of steps) {
    if (step.type === 'checkout.pay' && !dialog && !busy) {
      const request = step.request as CheckoutRequest & { plan_id: number };
      if (!step.signedIn)
        dialog = {
          title: t('checkout.loginTitle'),
          message: t('checkout.loginFirst'),
          buttons: [t('common.close'), t('auth.login')],
        };
      else if (!(request.plan_id > 0))
        dialog = { title: t('subscribe.errorTitle'), message: t('checkout.chooseItem'), buttons: [t('common.ok')] };
      else {
        busy = true;
        // Posted as the spec writes it: multipart fields.
        posted.push({ invoice_type: 'plan_subscription', plan_id: String(request.plan_id), plan_subscription: 'true' });
      }
    } else if (step.type === PAY_DONE) {
      busy = false;
      const out = step.output as CheckoutResult;
      if (!out.redirect)
        dialog = {
          title: t('checkout.doneTitle'),
          message: out.message || t('subscribe.success'),
          buttons: [t('common.ok')],
        };
      else {
        opened += 1;
        if (blocks) {
          blockedUrl = out.url;
          dialog = {
            title: t('checkout.blockedTitle'),
            message: `${t('checkout.blocked')} ${t('checkout.openPayment')}`,
            buttons: [t('common.close')],
          };
        }
      }
    } else if (step.type === PAY_FAILED) {
      busy = false;
      const error = step.error as ApiError;
      // A refusal (4xx) in the server's words, else 'an error occurred during subscription'; a 5xx never in its
      // own words; no answer or an unreadable one: 'failed to subscribe, please try later' (spec section 8).
      const message =
        error.kind === 'http'
          ? (error.status ?? 500) < 500 && error.serverMessage
            ? error.serverMessage
            : t('checkout.failedDuring')
          : t('checkout.failed');
      dialog = { title: t('subscribe.errorTitle'), message, buttons: [t('common.ok')] };
    } else if (step.type === 'checkout.dismiss') {
      if (dialog?.title === t('checkout.loginTitle')) leftFor = `/login?next=${encodeURIComponent('/packages')}`;
      dialog = null;
      blockedUrl = null;
    }
  }
  return { dialog, busy, leftFor, opened, blockedUrl, posted };
}

async function start(lang: Language, events: ModelEvent[]) {
  const pays = events.filter((e) => e.type === 'checkout.pay');
  const signedIn = pays.every((e) => e.signedIn);
  if (!signedIn && pays.some((e) => e.signedIn)) throw new Error('a path pays both signed in and not');
  const token = signedIn ? (await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).token : null;
  // The browser: one that lets the payment page open in a new tab, or (on the paths that say so) blocks it.
  const blocks = events.some((e) => e.type === done('openTab').type && e.output === false);
  const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => (blocks ? null : (tab as unknown as Window)));
  const pay = holdCall<CheckoutResult>({
    method: 'post',
    path: 'payment/checkout',
    reply: (out) => ({ message: out.message, data: { redirect: out.redirect, url: out.url } }),
  });
  const { user } = renderAt(
    '/packages',
    <PlanOffers plans={[GOLD, NO_ID]} myPlan={null} showStatus={false} listTitle="Plans" listId="plans" />,
    { lang, token },
  );
  // The browser has answered by the time the screen asks: the model's `openTab` answer is a check that it did so.
  const openTab = {
    resolve: async (opens: unknown) => expect(opens).toBe(!blocks),
    reject: async () => {
      throw new Error('window.open does not fail');
    },
  };
  return { t: createTranslator(lang), lang, user, pay, open, tab, blocks, settle: { pay, openTab } };
}
type Sut = Awaited<ReturnType<typeof start>>;

/** A plan's 'subscribe' (`hidden`: also while a dialog makes the page behind it inert). */
const subscribeButton = (t: Sut['t'], item: Plan, hidden = false) =>
  within(screen.getByText(item.title).closest('article') as HTMLElement).getByRole('button', {
    name: t('plan.subscribe'),
    hidden,
  });

describeScreenPaths(checkoutMachine, {
  events: [
    pay(GOLD),
    pay(GOLD, false),
    pay(NO_ID),
    done('pay', { redirect: true, url: PAGE, message: 'Redirecting to the payment page.' }),
    done('pay', { redirect: false, url: null, message: 'Done.' }),
    ...FAILURES.map((error) => failed('pay', error)),
    done('openTab', true),
    done('openTab', false),
    { type: 'checkout.dismiss' },
  ],
  // jsdom cannot reload the page: the reload after the paid message is the machine's unit test's.
  allow: (s, e) => !(s.matches('paid') && e.type === 'checkout.dismiss'),
  // The server's message tells a payment page opened (back to idle) from the start.
  serialize: (s) =>
    `${JSON.stringify(s.value)}|${s.context.problem}|${s.context.failure?.kind}|${s.context.failure?.status}|${s.context.failure?.message}|${s.context.message}`,
  // Every state, and each reason the checkout stops for.
  cover: (s) => (s.matches('stopped') ? `stopped ${s.context.problem}` : String(s.value)),
  expectStates: [
    'idle',
    'paying',
    'opening',
    'blocked',
    'paid',
    'stopped login',
    'stopped incomplete',
    'stopped failed',
  ],
  start,
  label: (e) =>
    e.type === 'checkout.pay'
      ? `${e.signedIn ? '' : 'visitor '}pays for plan ${(e.request as { plan_id: number }).plan_id}`
      : e.type === PAY_FAILED
        ? `pay fails (${(e.error as ApiError).kind} ${(e.error as ApiError).status ?? ''})`.replace(' )', ')')
        : e.type === done('openTab').type
          ? e.output
            ? 'the tab opens'
            : 'the browser blocks the tab'
          : e.type === 'checkout.dismiss'
            ? 'close the dialog'
            : undefined,
  act: {
    'checkout.pay': ({ t, user }: Sut, e) =>
      user.click(subscribeButton(t, (e.request as { plan_id: number }).plan_id === GOLD.id ? GOLD : NO_ID)),
    // The dialog's own button in Arabic; in English Escape, which is the same as that button except on the
    // login question (Escape there is 'close', not 'log in').
    'checkout.dismiss': ({ t, lang, user }: Sut, _e, before: AnyMachineSnapshot) => {
      const dialog = shownDialog();
      if (!dialog) throw new Error('no dialog to close');
      const login = before.context.problem === 'login' && before.matches('stopped');
      if (lang === 'en' && !login) return user.keyboard('{Escape}');
      const label = login ? t('auth.login') : before.matches('blocked') ? t('common.close') : t('common.ok');
      return user.click(within(dialog).getByRole('button', { name: label }));
    },
  },
  check: ({ t, pay, open, tab, blocks }: Sut, _expected, steps) => {
    const page = pageAfter(steps, t, blocks);
    // One post per accepted press, never for a visitor or a plan without an id.
    expect(pay.requests.map((r) => r.body)).toEqual(page.posted);
    // The payment page opens in a new tab without a way back to this one (noopener), or is offered as a link.
    expect(open).toHaveBeenCalledTimes(page.opened);
    if (page.opened && !blocks) {
      expect(tab.location.replace).toHaveBeenLastCalledWith(PAGE);
      expect(tab.opener).toBeNull();
    }
    if (page.leftFor) {
      expect(elsewhere()).toBe(page.leftFor);
      return;
    }
    expect(elsewhere()).toBeNull();
    const button = subscribeButton(t, GOLD, true);
    expect(button.getAttribute('aria-busy'), 'busy').toBe(page.busy ? 'true' : null);
    const dialog = dialogWhen(page.dialog !== null);
    if (!dialog || !page.dialog) return;
    const box = within(dialog);
    expect(box.getByRole('heading').textContent).toBe(page.dialog.title);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      page.dialog.message,
    );
    const buttons = box.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(page.dialog.buttons);
    // Focus is in the dialog (which of its buttons, jsdom cannot tell: it lays nothing out).
    expect(dialog.contains(document.activeElement), 'focus in the dialog').toBe(true);
    if (page.blockedUrl) {
      const link = box.getByRole('link', { name: t('checkout.openPayment') });
      expect(link.getAttribute('href')).toBe(page.blockedUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  },
});
