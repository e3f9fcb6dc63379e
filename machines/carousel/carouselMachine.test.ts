import { cardsPerView } from '@dars/theme';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeModelPaths, type ModelEvent } from '../testing';
import { carouselMachine, carouselView } from './carouselMachine';

function start(length: number, width: number) {
  const actor = createActor(carouselMachine, { input: { length, width } }).start();
  return { actor, view: () => carouselView(actor.getSnapshot()) };
}

describe('carouselMachine', () => {
  it('shows 1, 2, 3 or 4 cards by the width (640, 768, 1024 px)', () => {
    expect([320, 639, 640, 767, 768, 1023, 1024, 1920].map((w) => start(10, w).view().visible)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('starts at 0 with previous disabled', () => {
    const { view } = start(6, 1280);
    expect(view()).toEqual({ offset: 0, visible: 4, length: 6, canPrevious: false, canNext: true });
  });

  it('moves by one card; next stops when offset plus visible reaches the length', () => {
    const { actor, view } = start(6, 1280);
    actor.send({ type: 'carousel.next' });
    expect(view()).toMatchObject({ offset: 1, canPrevious: true, canNext: true });
    actor.send({ type: 'carousel.next' });
    expect(view()).toMatchObject({ offset: 2, canNext: false });
    actor.send({ type: 'carousel.next' });
    expect(view().offset).toBe(2);
  });

  it('previous stops at 0', () => {
    const { actor, view } = start(6, 375);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    expect(view()).toMatchObject({ offset: 0, canPrevious: false });
  });

  it('no arrow works when every card is in view', () => {
    const { actor, view } = start(3, 1280);
    actor.send({ type: 'carousel.next' });
    expect(view()).toMatchObject({ offset: 0, canPrevious: false, canNext: false });
  });

  it('widening the view pulls the offset back so the view stays full', () => {
    const { actor, view } = start(6, 375);
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'carousel.next' });
    expect(view()).toMatchObject({ offset: 5, visible: 1, canNext: false });
    actor.send({ type: 'carousel.resize', width: 900 });
    expect(view()).toMatchObject({ offset: 3, visible: 3, canNext: false });
    actor.send({ type: 'carousel.resize', width: 375 });
    expect(view()).toMatchObject({ offset: 3, visible: 1, canNext: true });
  });

  it('a shorter list keeps the offset in range', () => {
    const { actor, view } = start(8, 700);
    for (let i = 0; i < 6; i += 1) actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.setLength', length: 4 });
    expect(view()).toMatchObject({ offset: 2, length: 4, canNext: false });
    actor.send({ type: 'carousel.setLength', length: 0 });
    expect(view()).toMatchObject({ offset: 0, canPrevious: false, canNext: false });
  });
});

describe('carouselMachine', () => {
  const LENGTH = 5;
  /** The offset the user should see after `steps`, worked out step by step from the spec's rule. */
  function expected(steps: ModelEvent[]) {
    let offset = 0;
    let visible = cardsPerView(1280);
    for (const step of steps) {
      if (step.type === 'carousel.resize') visible = cardsPerView(step.width as number);
      if (step.type === 'carousel.next' && offset + visible < LENGTH) offset += 1;
      if (step.type === 'carousel.previous' && offset > 0) offset -= 1;
      offset = Math.min(offset, Math.max(0, LENGTH - visible));
    }
    return { offset, visible };
  }
  describeModelPaths(carouselMachine, {
    input: { length: LENGTH, width: 1280 },
    events: [
      { type: 'carousel.next' },
      { type: 'carousel.previous' },
      { type: 'carousel.resize', width: 375 },
      { type: 'carousel.resize', width: 700 },
      { type: 'carousel.resize', width: 1280 },
    ],
    serialize: (s) => `${s.context.offset}|${s.context.visible}`,
    cover: (s) => `${s.context.offset}/${s.context.visible}`,
    start: () => ({ actor: createActor(carouselMachine, { input: { length: LENGTH, width: 1280 } }).start() }),
    // Every offset each width allows: 0–4 with one card, 0–3 with two, 0–1 with four.
    expectStates: ['0/1', '1/1', '2/1', '3/1', '4/1', '0/2', '1/2', '2/2', '3/2', '0/4', '1/4'],
    check: (sut, _expected, steps) => {
      const view = carouselView(sut.actor.getSnapshot());
      const { offset, visible } = expected(steps);
      // The cards shown start at the offset the clicks give; the arrows follow the spec's rule.
      expect(view).toEqual({
        offset,
        visible,
        length: LENGTH,
        canPrevious: offset > 0,
        canNext: offset + visible < LENGTH,
      });
    },
  });
});
