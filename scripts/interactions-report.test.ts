import { describe, expect, it } from 'vitest';
import {
  actionDuration,
  EVENT_THRESHOLD_MS,
  figureRows,
  INTERACTION_LIMIT_MS,
  interactionsOf,
  median,
  report,
} from './interactions-report.mjs';

// A tap as Chromium reports it: the hover events before it have no interaction, its pointer and click
// events share one.
const tap = [
  { name: 'pointerover', interactionId: 0, duration: 24, startTime: 1000 },
  { name: 'pointerdown', interactionId: 7, duration: 48, startTime: 1002 },
  { name: 'pointerup', interactionId: 7, duration: 232, startTime: 1040 },
  { name: 'click', interactionId: 7, duration: 232, startTime: 1041 },
];

describe('interaction timing', () => {
  it('groups entries by interaction, each as long as its longest entry, as INP counts it', () => {
    expect(interactionsOf(tap)).toEqual([
      { id: 7, duration: 232, startTime: 1002, events: ['pointerdown', 'pointerup', 'click'] },
    ]);
    const keyAfter = [...tap, { name: 'keydown', interactionId: 9, duration: 64, startTime: 1500 }];
    expect(interactionsOf(keyAfter).map((i) => [i.id, i.duration])).toEqual([
      [7, 232],
      [9, 64],
    ]);
  });

  it("takes an action's longest interaction, and none reported as under the threshold", () => {
    expect(actionDuration(tap)).toBe(232);
    expect(actionDuration([...tap, { name: 'click', interactionId: 12, duration: 312, startTime: 1600 }])).toBe(312);
    expect(actionDuration([{ name: 'pointerover', interactionId: 0, duration: 40, startTime: 1 }])).toBeNull();
    expect(actionDuration([])).toBeNull();
  });

  it('takes the median run, counting an unreported one as the shortest', () => {
    expect(median([120, 80, 96])).toBe(96);
    expect(median([null, 40, 24])).toBe(24);
    expect(median([null, null, 24])).toBeNull();
    expect(median([80, 120])).toBe(120);
  });

  it('holds every interaction to 100 ms', () => {
    expect(INTERACTION_LIMIT_MS).toBe(100);
    expect(EVENT_THRESHOLD_MS).toBe(16);
  });

  it('prints a row per interaction with each language, and names each median over the limit', () => {
    const { lines, over } = report([
      { screen: '/home', action: 'open the bell', lang: 'ar', runs: [248, 232, 264] },
      { screen: '/home', action: 'open the bell', lang: 'en', runs: [88, 96, 104] },
      { screen: '/courses-page', action: 'next page', lang: 'ar', runs: [null, 24, null] },
      { screen: '/courses-page', action: 'next page', lang: 'en', runs: [100, 101, 100] },
    ]);
    expect(lines).toEqual([
      '| screen | interaction | ar ms: median (runs) | en ms: median (runs) |',
      '|---|---|---|---|',
      '| /home | open the bell | 248 (248, 232, 264) | 96 (88, 96, 104) |',
      '| /courses-page | next page | <16 (<16, 24, <16) | 100 (100, 101, 100) |',
    ]);
    // 100 ms is within the limit; the bell's Arabic median is not.
    expect(over).toEqual(['/home open the bell (ar): 248 ms > 100 ms']);
    expect(report([{ screen: '/', action: 'a', lang: 'ar', runs: [101, 101, 40] }], 100).over).toHaveLength(1);
  });

  it("gives the README a row per interaction with each language's median, null under the threshold", () => {
    const results = [
      { screen: '/home', action: 'the bell', lang: 'ar', runs: [90, 40, 60] },
      { screen: '/home', action: 'the bell', lang: 'en', runs: [null, null, 30] },
      { screen: '/courses', action: 'a filter', lang: 'ar', runs: [20.6] },
    ];
    expect(figureRows(results)).toEqual([
      { name: '/home: the bell', ar: 60, en: null },
      { name: '/courses: a filter', ar: 21 },
    ]);
  });
});
