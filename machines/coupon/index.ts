export * from './couponMachine';
