import { bool, expectSuccess, messageOf, rec, strOrNull } from '../read';
import { multipart, post } from '../request';
import type { CheckoutRequest, CheckoutResult } from './types';

/** Checkout (spec section 7). Paths are relative to `${base}/api/v1/`. */

/** POST /payment/checkout, multipart. Reads data.redirect and data.url. */
export async function checkout(request: CheckoutRequest): Promise<CheckoutResult> {
  const root = expectSuccess(await post('payment/checkout', { form: multipart({ ...request }) }));
  const data = rec(root.data);
  return { redirect: bool(data.redirect), url: strOrNull(data.url), message: messageOf(root) };
}
