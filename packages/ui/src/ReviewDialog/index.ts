export * from './ReviewDialog';
