/** The machines, one per flow. Screens read them through tags (the vocabulary is `MachineTag` in ./forms.ts) or selectors, never state names. */
export * from './addToCart';
export * from './appInfo';
export * from './bannerCarousel';
export * from './carousel';
export * from './cart';
export * from './cartCount';
export * from './categoryChips';
export * from './changePassword';
export * from './checkout';
export { type ConnectionBackEvent, connectionActor, noAnswer } from './connection';
export * from './contactForm';
export * from './coupon';
export * from './courseListing';
export * from './coursePage';
export * from './exam';
export { type FailureParams, failureLog, writeFailure } from './failureLog';
export * from './faqPage';
export * from './favorite';
export * from './firstCourse';
export * from './forgotPassword';
export {
  beginSubmit,
  changeField,
  type FormChangeEvent,
  type FormContext,
  type FormLanguageEvent,
  type FormTag,
  failureOf,
  forgetServerWords,
  formGuards,
  inServerWords,
  isBlank,
  type MachineTag,
  refuse,
  type SubmitFailure,
  toFailure,
} from './forms';
export * from './home';
export * from './infoPage';
export * from './language';
export * from './lazyScreen';
export * from './lessonPlayer';
export * from './login';
export * from './notice';
export * from './notifications';
export * from './pagedList';
export * from './plans';
export * from './profile';
export * from './register';
export * from './resetPassword';
export * from './reviewWizard';
export * from './session';
export * from './subscribe';
export * from './verifyCode';
