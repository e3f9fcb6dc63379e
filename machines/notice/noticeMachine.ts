import { setup } from 'xstate';
import type { MachineTag } from '../forms';

/** A notice shows for 2 s (spec section 9: popups and notices 2 s). */
export const NOTICE_DELAYS = { notice: 2000 } as const;

export type NoticeEvent = { type: 'notice.show' };

/**
 * A notice that closes itself, told by a page about something that happened before it opened (the course
 * page's 'your answers have been submitted' after an exam): hidden until `notice.show`, then
 * shown (`success`) for 2 s; shown again while it shows, its 2 s start again. The screen keeps the notice's
 * live region on the page from its first frame, so the words are heard when they come.
 */
export const noticeMachine = setup({
  types: { events: {} as NoticeEvent, tags: {} as Extract<MachineTag, 'success'> },
  delays: NOTICE_DELAYS,
}).createMachine({
  id: 'notice',
  initial: 'hidden',
  states: {
    hidden: { on: { 'notice.show': 'shown' } },
    shown: {
      tags: 'success',
      after: { notice: 'hidden' },
      on: { 'notice.show': { target: 'shown', reenter: true } },
    },
  },
});
