export * from './addToCartMachine';
