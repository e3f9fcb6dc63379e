import { HttpResponse, http, type RequestHandler } from 'msw';
import { CURRENCY, catalogue, findCourse, isSubscribed, priceDetails } from '../catalogue.ts';
import { demoNow } from '../clock.ts';
import { api, demoHeaders, fail, invalid, ok, readFields, requireFields, route, text } from '../http-utils.ts';
import { msg } from '../messages.ts';
import type { DemoState, DemoStore } from '../store.ts';
import { courseOr404, type DemoContext, dataOf, ensureUserData, escapeHtml, subscribe } from './context.ts';

/** Checkout, and the local payment page it redirects to (pay or cancel settles the invoice). */
export function paymentHandlers({ store, state, student }: DemoContext): RequestHandler[] {
  return [
    http.post(
      api('payment/checkout'),
      route(async ({ request, lang }) => {
        const user = student(request, lang);
        const fields = await readFields(request);
        requireFields(fields, ['invoice_type'], lang);
        const type = text(fields, 'invoice_type');
        const origin = new URL(request.url).origin;
        const returnTo = appOrigin(request);
        const invoice = (
          itemId: number,
          amount: number,
          kind: 'course_subscription' | 'plan_subscription' | 'renew_plan',
        ) => {
          const id = crypto.randomUUID();
          store.write((draft) => {
            draft.invoices[id] = { id, userId: user.id, type: kind, itemId, amount, status: 'pending', returnTo };
          });
          return ok({
            message: msg('checkoutRedirect', lang),
            data: { redirect: true, url: `${origin}/demo-payment/${id}` },
          });
        };
        if (type === 'course_subscription') {
          requireFields(fields, ['course_id'], lang);
          const course = courseOr404(text(fields, 'course_id'), lang);
          const data = dataOf(state(), user);
          if (isSubscribed(course, data)) fail(422, 'alreadySubscribed', lang);
          if (course.status === 'free') {
            store.write((draft) => subscribe(draft, user.id, course));
            return ok({ message: msg('subscribed', lang), data: { redirect: false, url: null } });
          }
          const inCart = data?.cart.includes(course.id) ? priceDetails(data).total_price : null;
          return invoice(course.id, inCart ?? course.final_price, 'course_subscription');
        }
        if (type === 'plan_subscription') {
          requireFields(fields, ['plan_id'], lang);
          const plan = catalogue.plans.find((p) => p.id === Number(text(fields, 'plan_id')));
          if (!plan) fail(404, 'planNotFound', lang);
          return invoice(plan.id, plan.final_price, 'plan_subscription');
        }
        if (type === 'renew_plan') {
          requireFields(fields, ['renew_plan'], lang);
          const current = dataOf(state(), user)?.plan;
          if (!current) fail(422, 'noPlanToRenew', lang);
          const plan = catalogue.plans.find((p) => p.id === current.planId);
          if (!plan) fail(404, 'planNotFound', lang);
          return invoice(plan.id, plan.renewal_price, 'renew_plan');
        }
        invalid(lang, { invoice_type: msg('invoiceType', lang) });
      }),
    ),

    http.get('*/demo-payment/:id', ({ params }) => {
      const invoice = store.state.invoices[String(params.id)];
      if (invoice?.status !== 'pending') return new HttpResponse('Unknown or settled invoice', { status: 404 });
      const item =
        invoice.type === 'course_subscription'
          ? findCourse(invoice.itemId)?.title
          : catalogue.plans.find((p) => p.id === invoice.itemId)?.title;
      return new HttpResponse(paymentPage(invoice.id, item?.ar ?? '', item?.en ?? '', invoice.amount), {
        headers: { 'content-type': 'text/html; charset=utf-8', ...demoHeaders },
      });
    }),

    http.post('*/demo-payment/:id/:outcome', ({ request, params }) => {
      const id = String(params.id);
      const invoice = store.state.invoices[id];
      // Back to the web app that asked for the checkout, which may be on another origin than this API.
      const origin = invoice?.returnTo ?? new URL(request.url).origin;
      if (invoice?.status !== 'pending') return HttpResponse.redirect(`${origin}/payment-warning`, 303);
      if (params.outcome !== 'pay') {
        store.write((draft) => {
          const inv = draft.invoices[id];
          if (inv) inv.status = 'cancelled';
        });
        return HttpResponse.redirect(`${origin}/payment-warning`, 303);
      }
      store.write((draft) => settle(draft, store, id));
      return HttpResponse.redirect(`${origin}/payment-success`, 303);
    }),
  ];
}

/**
 * The origin of the web app behind a request: its `Origin` header (a browser sends it with every
 * POST, and the app may be on another origin than the API), else the request's own origin.
 */
function appOrigin(request: Request): string {
  const header = request.headers.get('origin');
  if (header) {
    try {
      const url = new URL(header);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: fall through
    }
  }
  return new URL(request.url).origin;
}

/** Marks an invoice paid and gives the student what they paid for. */
function settle(draft: DemoState, store: DemoStore, invoiceId: string) {
  const invoice = draft.invoices[invoiceId];
  if (!invoice) return;
  invoice.status = 'paid';
  const data = ensureUserData(draft, invoice.userId);
  const now = demoNow();
  if (invoice.type === 'course_subscription') {
    const course = findCourse(invoice.itemId);
    if (course) subscribe(draft, invoice.userId, course);
    data.coupon = data.cart.length ? data.coupon : null;
  } else {
    const plan = catalogue.plans.find((p) => p.id === invoice.itemId);
    if (!plan) return;
    const months = plan.duration_per_month * 30 * 24 * 60 * 60 * 1000;
    if (invoice.type === 'renew_plan' && data.plan) {
      const from = Math.max(now, Date.parse(data.plan.expired_at));
      data.plan.expired_at = new Date(from + months).toISOString();
    } else {
      data.plan = {
        planId: plan.id,
        created_at: new Date(now).toISOString(),
        expired_at: new Date(now + months).toISOString(),
        courses_used: 0,
      };
    }
  }
  const item =
    invoice.type === 'course_subscription'
      ? findCourse(invoice.itemId)?.title
      : catalogue.plans.find((p) => p.id === invoice.itemId)?.title;
  data.notifications.unshift({
    id: store.nextId(draft),
    title: { ar: msg('paymentDone', 'ar'), en: msg('paymentDone', 'en') },
    body: {
      ar: msg('paymentDoneBody', 'ar', { item: item?.ar ?? '' }),
      en: msg('paymentDoneBody', 'en', { item: item?.en ?? '' }),
    },
    created_at: new Date(now).toISOString(),
    is_read: false,
  });
}

function paymentPage(id: string, itemAr: string, itemEn: string, amount: number): string {
  const price = `${amount.toFixed(2)} ${CURRENCY}`;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>بوابة الدفع التجريبية | Demo payment</title>
<style>body{font-family:system-ui,'Noto Sans Arabic',sans-serif;background:#F6F7FB;margin:0;display:grid;place-items:center;min-height:100vh;color:#14171F}
main{background:#fff;border-radius:16px;box-shadow:0 4px 16px rgb(20 23 31/8%);padding:32px;max-width:420px;width:calc(100% - 32px);line-height:1.7}
h1{font-size:1.4rem;margin:0 0 8px}p{margin:4px 0}.en{direction:ltr;text-align:left;color:#525866}
.row{display:flex;gap:12px;margin-top:24px}button{flex:1;min-height:44px;border-radius:999px;border:1px solid #E3E6EE;font:inherit;font-weight:700;cursor:pointer;background:#fff}
button.pay{background:#004EFE;color:#fff;border-color:#004EFE}</style></head>
<body><main><h1>بوابة الدفع التجريبية</h1><p class="en" lang="en">Demo payment gateway — no real money moves.</p>
<p>${escapeHtml(itemAr)}</p><p class="en" lang="en">${escapeHtml(itemEn)}</p><p><strong>${price}</strong></p>
<div class="row"><form method="post" action="/demo-payment/${id}/pay" style="flex:1;display:flex"><button class="pay" type="submit">ادفع الآن · Pay</button></form>
<form method="post" action="/demo-payment/${id}/cancel" style="flex:1;display:flex"><button type="submit">إلغاء · Cancel</button></form></div></main></body></html>`;
}
