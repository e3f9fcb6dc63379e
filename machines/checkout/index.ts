export * from './checkoutMachine';
