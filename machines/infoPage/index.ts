export {
  type InfoFailure,
  type InfoPageContext,
  type InfoPageEvent,
  type InfoPageView,
  infoPageMachine,
  infoPageView,
} from './infoPageMachine';
