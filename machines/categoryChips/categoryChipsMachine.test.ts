import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModelPaths, type ModelEvent } from '../testing';
import {
  ALL_CHIP,
  type ChipCourse,
  categoryChipsMachine,
  categoryChipsView,
  chipsOf,
  chipsScrollStep,
} from './categoryChipsMachine';

const course = (id: number, categoryId: number, title = `Category ${categoryId}`): ChipCourse => ({
  id,
  category: { id: categoryId, title },
});

/** 12 courses over 3 categories: 6 in category 1, 4 in 2, 2 in 3. */
const COURSES = [
  ...[1, 2, 3, 4, 5, 6].map((id) => course(id, 1, 'Design')),
  ...[7, 8, 9, 10].map((id) => course(id, 2, 'Programming')),
  ...[11, 12].map((id) => course(id, 3, 'Languages')),
];
/** 10 courses over 5 categories: arrows. */
const MANY = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => course(id, ((id - 1) % 5) + 1));

function start(courses: ChipCourse[] = COURSES, width = 1280) {
  const scrollBy = vi.fn();
  const actor = createActor(
    categoryChipsMachine.provide({ actions: { scrollBy: (_, params) => scrollBy(params.by) } }),
    { input: { courses, width } },
  ).start();
  return { actor, scrollBy, view: () => categoryChipsView<ChipCourse>(actor.getSnapshot()) };
}

describe('categoryChipsMachine', () => {
  it("offers 'All' then one chip per distinct category, in order", () => {
    expect(chipsOf(COURSES)).toEqual([
      { id: ALL_CHIP, title: null },
      { id: '1', title: 'Design' },
      { id: '2', title: 'Programming' },
      { id: '3', title: 'Languages' },
    ]);
    expect(chipsOf([])).toEqual([{ id: ALL_CHIP, title: null }]);
  });

  it("starts on 'All' with at most 8 courses", () => {
    const { view } = start();
    expect(view().selectedId).toBe(ALL_CHIP);
    expect(view().courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("choosing a chip shows only its courses; 'All' clears", () => {
    const { actor, view } = start();
    actor.send({ type: 'chips.select', id: '2' });
    expect(view().courses.map((c) => c.id)).toEqual([7, 8, 9, 10]);
    actor.send({ type: 'chips.select', id: ALL_CHIP });
    expect(view().courses).toHaveLength(8);
  });

  it('caps at 8 after filtering too', () => {
    const { actor, view } = start([...Array.from({ length: 10 }, (_, i) => course(i + 1, 4)), ...COURSES]);
    actor.send({ type: 'chips.select', id: '4' });
    expect(view().courses).toHaveLength(8);
  });

  it('ignores a chip that does not exist', () => {
    const { actor, view } = start();
    actor.send({ type: 'chips.select', id: '99' });
    expect(view().selectedId).toBe(ALL_CHIP);
  });

  it("courses loaded again keep the chosen chip if it still exists, else 'All'", () => {
    const { actor, view } = start();
    actor.send({ type: 'chips.select', id: '3' });
    actor.send({ type: 'chips.setCourses', courses: [...COURSES].reverse() });
    expect(view().selectedId).toBe('3');
    actor.send({ type: 'chips.setCourses', courses: COURSES.slice(0, 6) });
    expect(view().selectedId).toBe(ALL_CHIP);
  });

  it('shows arrows only with more than 4 chips', () => {
    expect(start(COURSES).view().arrows).toBe(false);
    expect(start(MANY.filter((c) => c.category.id <= 3)).view().arrows).toBe(false);
    expect(start(MANY.filter((c) => c.category.id <= 4)).view().arrows).toBe(true);
  });

  it('the arrows scroll 150 px below 768 px, otherwise 200 px', () => {
    expect([320, 767, 768, 1920].map(chipsScrollStep)).toEqual([150, 150, 200, 200]);
    const { actor, scrollBy } = start(MANY, 375);
    actor.send({ type: 'chips.forward' });
    actor.send({ type: 'chips.back' });
    actor.send({ type: 'chips.resize', width: 1024 });
    actor.send({ type: 'chips.forward' });
    expect(scrollBy.mock.calls).toEqual([[150], [-150], [200]]);
  });

  it('without arrows nothing scrolls', () => {
    const { actor, scrollBy } = start(COURSES);
    actor.send({ type: 'chips.forward' });
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe('categoryChipsMachine', () => {
  /** What the user did, replayed: the chosen chip and the scrolls the arrows asked for. */
  function replay(steps: ModelEvent[]) {
    let selected = ALL_CHIP;
    let width = 1280;
    const scrolls: number[] = [];
    for (const step of steps) {
      if (step.type === 'chips.select') selected = step.id as string;
      if (step.type === 'chips.resize') width = step.width as number;
      if (step.type === 'chips.forward') scrolls.push(chipsScrollStep(width));
      if (step.type === 'chips.back') scrolls.push(-chipsScrollStep(width));
    }
    return { selected, scrolls };
  }
  describeModelPaths(categoryChipsMachine, {
    input: { courses: MANY, width: 1280 },
    events: [
      { type: 'chips.select', id: '1' },
      { type: 'chips.select', id: '5' },
      { type: 'chips.select', id: ALL_CHIP },
      { type: 'chips.resize', width: 375 },
      { type: 'chips.resize', width: 1280 },
      { type: 'chips.forward' },
      { type: 'chips.back' },
    ],
    serialize: (s) => `${s.context.selectedId}|${s.context.width}`,
    cover: (s) => `${s.context.selectedId}@${s.context.width}`,
    start: () => start(MANY, 1280),
    expectStates: ['all@1280', '1@1280', '5@1280', 'all@375', '1@375', '5@375'],
    check: (sut, _expected, steps) => {
      const view = categoryChipsView<ChipCourse>(sut.actor.getSnapshot());
      const { selected, scrolls } = replay(steps);
      // The chosen chip's courses (or every course, at most 8, for 'All') are the cards shown.
      expect(view.selectedId).toBe(selected);
      const shown = selected === ALL_CHIP ? MANY.slice(0, 8) : MANY.filter((c) => String(c.category.id) === selected);
      expect(view.courses).toEqual(shown);
      expect(view.arrows).toBe(true);
      // Each arrow press scrolled by the step for the width at the time.
      expect(sut.scrollBy.mock.calls.map(([by]) => by)).toEqual(scrolls);
    },
  });
});
