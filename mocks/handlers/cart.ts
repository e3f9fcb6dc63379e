import { http, type RequestHandler } from 'msw';
import { CURRENCY, courseJson, findCoupon, findCourse, isSubscribed, priceDetails } from '../catalogue.ts';
import type { SeedCourse } from '../data/types.ts';
import { api, fail, invalid, ok, readFields, requireFields, route, text } from '../http-utils.ts';
import { msg } from '../messages.ts';
import { emptyUserData } from '../store.ts';
import { courseOr404, type DemoContext, dataOf } from './context.ts';

/** The cart: its courses, price details, toggling a course, coupons. */
export function cartHandlers({ state, student, writeUser }: DemoContext): RequestHandler[] {
  return [
    http.get(
      api('cart/courses'),
      route(({ request, lang }) => {
        const s = state();
        const user = student(request, lang);
        const data = dataOf(s, user) ?? emptyUserData();
        const courses = data.cart
          .map((id) => findCourse(id))
          .filter((c): c is SeedCourse => !!c)
          .map((c) => courseJson(c, lang, s, data));
        return ok({ data: courses, cart: { id: user.id, courses_count: courses.length, currency: CURRENCY } });
      }),
    ),

    http.get(
      api('cart/price-details'),
      route(({ request, lang }) =>
        ok({ data: priceDetails(dataOf(state(), student(request, lang)) ?? emptyUserData()) }),
      ),
    ),

    http.post(
      api('cart/:id/toggle-cart'),
      route(({ request, params, lang }) => {
        const user = student(request, lang);
        const course = courseOr404(params.id as string, lang);
        const data = dataOf(state(), user);
        const inCart = !!data?.cart.includes(course.id);
        if (!inCart) {
          if (course.status === 'free') fail(422, 'cartFree', lang);
          if (isSubscribed(course, data)) fail(422, 'alreadySubscribed', lang);
        }
        writeUser(user, (d) => {
          d.cart = inCart ? d.cart.filter((id) => id !== course.id) : [...d.cart, course.id];
          if (d.cart.length === 0) d.coupon = null;
        });
        return ok({ message: msg(inCart ? 'cartRemoved' : 'cartAdded', lang) });
      }),
    ),

    http.post(
      api('cart/add-coupon'),
      route(async ({ request, lang }) => {
        const user = student(request, lang);
        const fields = await readFields(request);
        requireFields(fields, ['coupon'], lang);
        if (!dataOf(state(), user)?.cart.length) fail(422, 'cartEmpty', lang);
        const coupon = findCoupon(text(fields, 'coupon'));
        if (!coupon) invalid(lang, { coupon: msg('couponInvalid', lang) });
        if (coupon.expired) invalid(lang, { coupon: msg('couponExpired', lang) });
        writeUser(user, (data) => {
          data.coupon = coupon.code;
        });
        return ok({ message: msg('couponApplied', lang) });
      }),
    ),

    http.post(
      api('cart/remove-coupon'),
      route(({ request, lang }) => {
        const user = student(request, lang);
        if (!dataOf(state(), user)?.coupon) fail(422, 'couponNone', lang);
        writeUser(user, (data) => {
          data.coupon = null;
        });
        return ok({ message: msg('couponRemoved', lang) });
      }),
    ),
  ];
}
