import { cartMachine, cartView, couponMachine, couponView } from '@dars/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useAppActors } from '../../AppActorsContext';
import { useLanguageChange } from '../forms';

/**
 * The cart screen's flows: the cart (rows and price details) and its coupon box, each a machine.
 * A coupon added or removed asks the cart for new price details; each price answer tells the coupon box
 * what the server has applied. Every count the cart learns goes to the top bar.
 */
export function useCart() {
  const { cartCount } = useAppActors();
  // The coupon box and the cart talk through this ref: each is created once, before the other exists.
  const couponRef = useRef<{ send: (event: { type: 'coupon.sync'; applied: boolean; code: string }) => void }>(null);
  const [cartLogic] = useState(() =>
    cartMachine.provide({
      actions: {
        countChanged: (_, { count }) => cartCount.send({ type: 'cartCount.set', count }),
        pricesArrived: (_, { prices }) =>
          couponRef.current?.send({
            type: 'coupon.sync',
            applied: prices.coupon_applied,
            code: prices.coupon_code ?? '',
          }),
      },
    }),
  );
  const cart = useActorRef(cartLogic);
  const [couponLogic] = useState(() =>
    couponMachine.provide({ actions: { refreshPrices: () => cart.send({ type: 'cart.refreshPrices' }) } }),
  );
  const coupon = useActorRef(couponLogic, { input: { applied: false, code: '' } });
  couponRef.current = coupon;
  const view = useSelector(cart, cartView);
  const couponState = useSelector(coupon, couponView);
  // Titles and prices come in the server's language: a switch reads the cart again.
  useLanguageChange(() => cart.send({ type: 'cart.reload' }));
  return { view, coupon: couponState, cart, couponActor: coupon };
}
