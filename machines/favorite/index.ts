export {
  FAVORITE_DELAYS,
  type FavoriteAnswer,
  type FavoriteChange,
  type FavoriteContext,
  type FavoriteEvent,
  favoriteBusyFor,
  favoriteMachine,
} from './favoriteMachine';
