export * from './CartItem';
export * from './CartSummary';
export * from './CouponBox';
