import { toCourse } from '../catalogue/readers';
import { dataList, rec } from '../read';
import { action, type CallOptions, get, post } from '../request';
import type { ActionResult } from '../types';
import { toPriceDetails } from './readers';
import type { Cart, CartPriceDetails } from './types';

/** The cart's calls (spec section 7). Paths are relative to `${base}/api/v1/`. */

/** GET /cart/courses: reads data (courses) and cart. */
export async function getCartCourses(options: CallOptions = {}): Promise<Cart> {
  const body = await get('cart/courses', {}, options);
  const root = rec(body);
  const cart = root.cart ?? rec(root.data).cart;
  const data = root.data;
  const list = Array.isArray(data) ? data : Array.isArray(rec(data).courses) ? (rec(data).courses as unknown[]) : null;
  if (!list) return { courses: dataList(body, toCourse), cart: null };
  return { courses: list.map(toCourse), cart: cart && typeof cart === 'object' ? rec(cart) : null };
}

/** GET /cart/price-details: sub_total, discount_value, tax, tax_value, total_price, coupon_applied, coupon_code. */
export async function getCartPriceDetails(options: CallOptions = {}): Promise<CartPriceDetails> {
  const root = rec(await get('cart/price-details', {}, options));
  return toPriceDetails(root.data && typeof root.data === 'object' ? root.data : root);
}

/** POST /cart/{id}/toggle-cart, no body: removes (or adds) a course. */
export async function toggleCart(courseId: number): Promise<ActionResult> {
  return action(await post(`cart/${courseId}/toggle-cart`));
}

/** POST /cart/add-coupon: body coupon. Returns message. */
export async function addCoupon(coupon: string): Promise<ActionResult> {
  return action(await post('cart/add-coupon', { json: { coupon } }));
}

/** POST /cart/remove-coupon. Returns message. */
export async function removeCoupon(): Promise<ActionResult> {
  return action(await post('cart/remove-coupon'));
}
