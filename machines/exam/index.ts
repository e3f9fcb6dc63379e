export * from './examMachine';
