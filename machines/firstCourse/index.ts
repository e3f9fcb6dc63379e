export {
  type FirstCourseContext,
  type FirstCourseEvent,
  type FirstCourseView,
  firstCourseMachine,
  firstCourseView,
} from './firstCourseMachine';
