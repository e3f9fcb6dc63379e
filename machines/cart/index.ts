export * from './cartMachine';
