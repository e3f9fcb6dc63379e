export * from './SubscriptionStatus';
