import { breakpoints } from '@dars/theme';
import { assign, type SnapshotFrom, setup } from 'xstate';

/** The shape chips need from a course: its category (an api Course fits). */
export interface ChipCourse {
  id: number;
  category: { id: number; title: string };
}

/** The 'All' chip's id. */
export const ALL_CHIP = 'all';
/** Home shows at most 8 courses, also after filtering (spec section 9). */
export const HOME_COURSES_CAP = 8;
/** Scroll arrows appear with more than 4 chips. */
export const CHIPS_ARROWS_FROM = 5;
/** The arrows scroll 150 px below 768 px width, otherwise 200 px. */
export const chipsScrollStep = (width: number) => (width < breakpoints.md ? 150 : 200);

export interface CategoryChipsContext {
  courses: ChipCourse[];
  /** `ALL_CHIP` or a category id as a string. */
  selectedId: string;
  /** The viewport's width in px (the scroll step). */
  width: number;
}

export type CategoryChipsEvent =
  | { type: 'chips.select'; id: string }
  /** The courses were loaded (again). A chosen category that no longer exists falls back to 'All'. */
  | { type: 'chips.setCourses'; courses: ChipCourse[] }
  | { type: 'chips.resize'; width: number }
  /** The arrows: scroll the chips towards the start (back) or the end (forward). */
  | { type: 'chips.back' }
  | { type: 'chips.forward' };

export interface CategoryChip {
  id: string;
  /** null for 'All' (the screen names it). */
  title: string | null;
}

/** 'All' then one chip per distinct category, in the order the courses first name them. */
export function chipsOf(courses: readonly ChipCourse[]): CategoryChip[] {
  const seen = new Map<string, string>();
  for (const course of courses) {
    const id = String(course.category.id);
    if (!seen.has(id)) seen.set(id, course.category.title);
  }
  return [{ id: ALL_CHIP, title: null }, ...[...seen].map(([id, title]) => ({ id, title }))];
}

/**
 * The home page's category chips (spec sections 2, 4, 9): 'All' plus one chip per distinct category of
 * the loaded courses; choosing one shows only its courses, 'All' clears; at most 8 cards after
 * filtering. With more than 4 chips the arrows scroll them by 150 px below 768 px, else 200 px, through
 * the `scrollBy` action the screen supplies (`by` > 0 towards the end, in reading order).
 */
export const categoryChipsMachine = setup({
  types: {
    context: {} as CategoryChipsContext,
    events: {} as CategoryChipsEvent,
    input: {} as { courses?: ChipCourse[]; width: number },
  },
  actions: {
    /** The screen scrolls the chip row by `by` px along the reading direction. */
    scrollBy: (_, _params: { by: number }) => {},
  },
  guards: {
    hasArrows: ({ context }) => chipsOf(context.courses).length >= CHIPS_ARROWS_FROM,
  },
}).createMachine({
  id: 'categoryChips',
  context: ({ input }) => ({ courses: input.courses ?? [], selectedId: ALL_CHIP, width: input.width }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'chips.select': {
          guard: ({ context, event }) => chipsOf(context.courses).some((c) => c.id === event.id),
          actions: assign({ selectedId: ({ event }) => event.id }),
        },
        'chips.setCourses': {
          actions: assign(({ context, event }) => ({
            courses: event.courses,
            selectedId: chipsOf(event.courses).some((c) => c.id === context.selectedId) ? context.selectedId : ALL_CHIP,
          })),
        },
        'chips.resize': { actions: assign({ width: ({ event }) => event.width }) },
        'chips.back': {
          guard: 'hasArrows',
          actions: { type: 'scrollBy', params: ({ context }) => ({ by: -chipsScrollStep(context.width) }) },
        },
        'chips.forward': {
          guard: 'hasArrows',
          actions: { type: 'scrollBy', params: ({ context }) => ({ by: chipsScrollStep(context.width) }) },
        },
      },
    },
  },
});

export type CategoryChipsSnapshot = SnapshotFrom<typeof categoryChipsMachine>;

/** What the section shows: the chips, the one chosen, whether arrows show, and the (at most 8) courses. */
export function categoryChipsView<T extends ChipCourse>(snapshot: CategoryChipsSnapshot) {
  const { courses, selectedId } = snapshot.context;
  const chips = chipsOf(courses);
  const matching = selectedId === ALL_CHIP ? courses : courses.filter((c) => String(c.category.id) === selectedId);
  return {
    chips,
    selectedId,
    arrows: chips.length >= CHIPS_ARROWS_FROM,
    courses: matching.slice(0, HOME_COURSES_CAP) as T[],
  };
}
