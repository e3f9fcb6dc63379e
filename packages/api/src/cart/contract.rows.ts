import { type Row, slugOf } from '../contract';
import * as api from '../index';

/** Contract rows of the cart domain's calls (run by ../contract.test.ts). */
export const rows: Row[] = [
  {
    name: 'getCartCourses',
    call: () => api.getCartCourses(),
    method: 'GET',
    path: '/api/v1/cart/courses',
    encoding: 'none',
    auth: 'student',
    reads: [
      'data.0.image',
      'data.0.category.title',
      'data.0.rating.average',
      'data.0.title',
      'data.0.instructor.image',
      'data.0.instructor.name',
      'data.0.final_price',
      'cart',
    ],
  },
  {
    name: 'getCartPriceDetails',
    call: () => api.getCartPriceDetails(),
    method: 'GET',
    path: '/api/v1/cart/price-details',
    encoding: 'none',
    auth: 'student',
    reads: [
      'data.sub_total',
      'data.discount_value',
      'data.tax',
      'data.tax_value',
      'data.total_price',
      'data.coupon_applied',
      'data.coupon_code',
    ],
  },
  {
    name: 'toggleCart',
    call: async () => api.toggleCart((await api.getCartCourses()).courses[0]?.id ?? 0),
    method: 'POST',
    path: '/api/v1/cart/:id/toggle-cart',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
  {
    // Spec section 7 names this call only for removing; it toggles, so the course page's 'add to cart' posts it
    // for a paid course that is not in the cart (issue 18), and the same call adds it.
    name: 'toggleCart (adds a course not in the cart)',
    call: async () => api.toggleCart((await slugOf('paid')).id),
    method: 'POST',
    path: '/api/v1/cart/:id/toggle-cart',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
  {
    name: 'addCoupon',
    call: () => api.addCoupon('DARS10'),
    method: 'POST',
    path: '/api/v1/cart/add-coupon',
    encoding: 'json',
    auth: 'student',
    body: { coupon: 'DARS10' },
    reads: ['message'],
  },
  {
    name: 'removeCoupon',
    prepare: async () => void (await api.addCoupon('DARS10')),
    call: () => api.removeCoupon(),
    method: 'POST',
    path: '/api/v1/cart/remove-coupon',
    encoding: 'none',
    auth: 'student',
    reads: ['message'],
  },
];
