import { cardsPerView } from '@dars/theme';
import { assign, type SnapshotFrom, setup } from 'xstate';

export interface CarouselContext {
  /** The first card in view. */
  offset: number;
  /** Cards in view: `cardsPerView(width)` (1 below 640 px, 2 below 768, 3 below 1024, else 4). */
  visible: number;
  /** How many cards there are. */
  length: number;
}

export interface CarouselInput {
  length: number;
  /** The viewport's width in px. */
  width: number;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  /** The viewport's width changed. */
  | { type: 'carousel.resize'; width: number }
  /** The list changed (loaded again, a card removed). */
  | { type: 'carousel.setLength'; length: number };

/** The last offset that still fills the view. */
const lastOffset = (length: number, visible: number) => Math.max(0, length - visible);
const clamp = (offset: number, length: number, visible: number) =>
  Math.min(Math.max(0, offset), lastOffset(length, visible));

/**
 * A strip of cards stepped one at a time (spec sections 4 and 9): the my-courses strip and the free
 * courses and instructors carousels. Previous is disabled at 0; next when offset plus the visible
 * count reaches the length. The visible count follows the width; the offset is kept in range.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  guards: {
    canPrevious: ({ context }) => context.offset > 0,
    canNext: ({ context }) => context.offset + context.visible < context.length,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const length = Math.max(0, input.length);
    return { offset: 0, visible: cardsPerView(input.width), length };
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'carousel.next': { guard: 'canNext', actions: assign({ offset: ({ context }) => context.offset + 1 }) },
        'carousel.previous': {
          guard: 'canPrevious',
          actions: assign({ offset: ({ context }) => context.offset - 1 }),
        },
        'carousel.resize': {
          actions: assign(({ context, event }) => {
            const visible = cardsPerView(event.width);
            return { visible, offset: clamp(context.offset, context.length, visible) };
          }),
        },
        'carousel.setLength': {
          actions: assign(({ context, event }) => {
            const length = Math.max(0, event.length);
            return { length, offset: clamp(context.offset, length, context.visible) };
          }),
        },
      },
    },
  },
});

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

/** What the strip shows: where it starts, how many cards, and which arrows work. */
export function carouselView(snapshot: CarouselSnapshot) {
  const { offset, visible, length } = snapshot.context;
  return { offset, visible, length, canPrevious: offset > 0, canNext: offset + visible < length };
}
