export {
  HOME_SECTIONS,
  HOME_SIZES,
  type HomeContext,
  type HomeData,
  type HomeEvent,
  type HomeSection,
  type HomeSnapshot,
  homeMachine,
  type SectionStatus,
  sectionStatus,
} from './homeMachine';
