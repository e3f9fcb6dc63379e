export { forgetSubscribed, hasFavoriteMarker, isMarkedSubscribed, setFavoriteMarker } from './storage';
export {
  type ActionCourse,
  type CourseCardActionProps,
  type CourseCardActions,
  type CourseCardActionsOptions,
  subscribeFailureText,
  useCourseCardActions,
} from './useCourseCardActions';
