export * from './cartCountMachine';
