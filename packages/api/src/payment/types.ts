/** Entity types of the payment domain (spec section 3). Checkout. */

export type InvoiceType = 'course_subscription' | 'plan_subscription' | 'renew_plan';

export type CheckoutRequest =
  | { invoice_type: 'course_subscription'; course_id: number }
  | { invoice_type: 'plan_subscription'; plan_id: number; plan_subscription?: boolean }
  | { invoice_type: 'renew_plan'; renew_plan: number; plan_subscription?: boolean };

export interface CheckoutResult {
  redirect: boolean;
  url: string | null;
  message: string;
}
