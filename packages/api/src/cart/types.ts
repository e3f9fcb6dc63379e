import type { Course } from '../catalogue/types';

/** Entity types of the cart domain (spec section 3). The cart. */

export interface CartPriceDetails {
  sub_total: number;
  discount_value: number;
  /** percent */
  tax: number;
  tax_value: number;
  total_price: number;
  coupon_applied: boolean;
  coupon_code: string | null;
}

export interface Cart {
  courses: Course[];
  /** The `cart` object the server sends beside the courses. */
  cart: Record<string, unknown> | null;
}
