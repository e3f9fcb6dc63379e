import { describe, expect, it } from 'vitest';
import { busyCpuSeconds, busySeconds } from './cpu.mjs';

describe('busy CPU seconds', () => {
  it('adds user, nice, system, irq, softirq and steal, never idle or iowait', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const stat = 'cpu  1000 50 300 90000 700 20 30 100 0 0\ncpu0 500 25 150 45000 350 10 15 50 0 0\n';
    expect(busySeconds(stat)).toBe((1000 + 50 + 300 + 20 + 30 + 100) / 100);
  });

  it('is null for a text without the total line', () => {
    expect(busySeconds('intr 1 2 3')).toBeNull();
  });

  it('grows while this process works', () => {
    const before = busyCpuSeconds();
    const until = Date.now() + 300;
    while (Date.now() < until);
    const after = busyCpuSeconds();
    expect(before).not.toBeNull();
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThan(0.1);
  });
});
