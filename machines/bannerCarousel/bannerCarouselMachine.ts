import { assign, enqueueActions, not, type SnapshotFrom, setup } from 'xstate';

/** The spec's banner timings (section 9): auto-advance every 3000 ms with a 0.5 s fade. */
export const BANNER_DELAYS = { autoAdvance: 3000, fade: 500 } as const;

export interface BannerCarouselContext {
  /** How many banners there are. */
  count: number;
  /** The banner shown. */
  index: number;
  /** The banner fading out while `index` fades in; null when still (or under reduced motion). */
  previous: number | null;
  hovered: boolean;
  focused: boolean;
  /** The user pressed pause (WCAG 2.2.2: moving content can be stopped). */
  stopped: boolean;
  /** The user prefers reduced motion: no auto-advance and no fade. */
  reducedMotion: boolean;
}

export interface BannerCarouselInput {
  count: number;
  reducedMotion?: boolean;
}

export type BannerCarouselEvent =
  | { type: 'banner.next' }
  | { type: 'banner.previous' }
  | { type: 'banner.goTo'; index: number }
  /** The pointer entered (true) or left (false) the carousel. */
  | { type: 'banner.hover'; active: boolean }
  /** Focus entered (true) or left (false) the carousel. */
  | { type: 'banner.focus'; active: boolean }
  | { type: 'banner.reducedMotion'; active: boolean }
  /** The pause/play button. */
  | { type: 'banner.toggle' }
  /** The banners were loaded again (another language): the index is kept inside the new count. */
  | { type: 'banner.setCount'; count: number }
  /** Internal: a step happened, the fade starts. */
  | { type: 'banner.stepped' };

/** Wraps an index into 0…count-1 at both ends. */
export const wrapIndex = (index: number, count: number) => (count <= 0 ? 0 : ((index % count) + count) % count);

/**
 * The home banner carousel (spec sections 2, 4, 9): the index cycles through every banner, wrapping at
 * both ends; it advances by itself every 3000 ms with a 0.5 s fade, by previous/next or a dot. It holds
 * still while hovered or focused, once paused by its button, when the user prefers reduced motion, and
 * with fewer than two banners.
 * A manual step restarts the 3000 ms.
 */
export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
    input: {} as BannerCarouselInput,
  },
  actions: {
    step: enqueueActions(({ context, enqueue }, params: { to: number }) => {
      const to = wrapIndex(params.to, context.count);
      if (to === context.index) return;
      enqueue.assign({ index: to, previous: context.reducedMotion ? null : context.index });
      if (!context.reducedMotion) enqueue.raise({ type: 'banner.stepped' });
    }),
  },
  guards: {
    held: ({ context }) =>
      context.hovered || context.focused || context.stopped || context.reducedMotion || context.count < 2,
  },
  delays: BANNER_DELAYS,
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({
    count: Math.max(0, input.count),
    index: 0,
    previous: null,
    hovered: false,
    focused: false,
    stopped: false,
    reducedMotion: input.reducedMotion ?? false,
  }),
  type: 'parallel',
  on: {
    'banner.hover': { actions: assign({ hovered: ({ event }) => event.active }) },
    'banner.focus': { actions: assign({ focused: ({ event }) => event.active }) },
    'banner.toggle': { actions: assign({ stopped: ({ context }) => !context.stopped }) },
    'banner.reducedMotion': {
      actions: assign({ reducedMotion: ({ event }) => event.active, previous: null }),
    },
    'banner.setCount': {
      actions: assign(({ context, event }) => {
        const count = Math.max(0, event.count);
        return { count, index: context.index < count ? context.index : 0, previous: null };
      }),
    },
  },
  states: {
    auto: {
      initial: 'playing',
      states: {
        playing: {
          always: { guard: 'held', target: 'paused' },
          after: {
            autoAdvance: {
              target: 'playing',
              reenter: true,
              actions: { type: 'step', params: ({ context }) => ({ to: context.index + 1 }) },
            },
          },
          on: {
            'banner.next': {
              target: 'playing',
              reenter: true,
              actions: { type: 'step', params: ({ context }) => ({ to: context.index + 1 }) },
            },
            'banner.previous': {
              target: 'playing',
              reenter: true,
              actions: { type: 'step', params: ({ context }) => ({ to: context.index - 1 }) },
            },
            'banner.goTo': {
              target: 'playing',
              reenter: true,
              actions: { type: 'step', params: ({ event }) => ({ to: event.index }) },
            },
          },
        },
        paused: {
          always: { guard: not('held'), target: 'playing' },
          on: {
            'banner.next': { actions: { type: 'step', params: ({ context }) => ({ to: context.index + 1 }) } },
            'banner.previous': { actions: { type: 'step', params: ({ context }) => ({ to: context.index - 1 }) } },
            'banner.goTo': { actions: { type: 'step', params: ({ event }) => ({ to: event.index }) } },
          },
        },
      },
    },
    fade: {
      initial: 'still',
      states: {
        still: { on: { 'banner.stepped': 'fading' } },
        fading: {
          on: { 'banner.stepped': { target: 'fading', reenter: true } },
          after: { fade: { target: 'still', actions: assign({ previous: null }) } },
        },
      },
    },
  },
});

export type BannerCarouselSnapshot = SnapshotFrom<typeof bannerCarouselMachine>;

/** What the banner shows: the current banner, the one fading out, and whether it advances by itself. */
export function bannerView(snapshot: BannerCarouselSnapshot) {
  const { index, previous, count, stopped } = snapshot.context;
  return {
    index,
    stopped,
    count,
    previous,
    fading: snapshot.matches({ fade: 'fading' }),
    playing: snapshot.matches({ auto: 'playing' }),
  };
}
