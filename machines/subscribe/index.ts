export {
  SUBSCRIBE_DELAYS,
  type SubscribeAddress,
  type SubscribeContext,
  type SubscribeCourseRef,
  type SubscribeDialog,
  type SubscribeEvent,
  subscribeBusyFor,
  subscribeDialogOf,
  subscribeMachine,
} from './subscribeMachine';
