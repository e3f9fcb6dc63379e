import type { Row } from '../contract';
import * as api from '../index';

/** Contract rows of the payment domain's calls (run by ../contract.test.ts). */
export const rows: Row[] = [
  {
    name: 'checkout (course)',
    call: async () =>
      api.checkout({
        invoice_type: 'course_subscription',
        course_id: (await api.getCartCourses()).courses[0]?.id ?? 0,
      }),
    method: 'POST',
    path: '/api/v1/payment/checkout',
    encoding: 'multipart',
    auth: 'student',
    reads: ['data.redirect', 'data.url'],
  },
  {
    name: 'checkout (plan)',
    call: () => api.checkout({ invoice_type: 'plan_subscription', plan_id: 1 }),
    method: 'POST',
    path: '/api/v1/payment/checkout',
    encoding: 'multipart',
    auth: 'student',
    body: { invoice_type: 'plan_subscription', plan_id: '1' },
    reads: ['data.redirect', 'data.url'],
  },
  {
    name: 'checkout (renew)',
    call: () => api.checkout({ invoice_type: 'renew_plan', renew_plan: 2, plan_subscription: true }),
    method: 'POST',
    path: '/api/v1/payment/checkout',
    encoding: 'multipart',
    auth: 'student',
    body: { invoice_type: 'renew_plan', renew_plan: '2', plan_subscription: 'true' },
    reads: ['data.redirect', 'data.url'],
  },
];
