export {
  ALL_CHIP,
  type CategoryChip,
  type CategoryChipsContext,
  type CategoryChipsEvent,
  type CategoryChipsSnapshot,
  CHIPS_ARROWS_FROM,
  type ChipCourse,
  categoryChipsMachine,
  categoryChipsView,
  chipsOf,
  chipsScrollStep,
  HOME_COURSES_CAP,
} from './categoryChipsMachine';
