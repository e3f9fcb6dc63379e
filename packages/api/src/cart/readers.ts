import { bool, num, rec, strOrNull } from '../read';
import type { CartPriceDetails } from './types';

/** Readers of the cart domain's replies: only the fields the spec lists, safe defaults for the rest. */

export function toPriceDetails(value: unknown): CartPriceDetails {
  const p = rec(value);
  return {
    sub_total: num(p.sub_total),
    discount_value: num(p.discount_value),
    tax: num(p.tax),
    tax_value: num(p.tax_value),
    total_price: num(p.total_price),
    coupon_applied: bool(p.coupon_applied),
    coupon_code: strOrNull(p.coupon_code),
  };
}
