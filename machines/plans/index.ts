export * from './plansMachine';
