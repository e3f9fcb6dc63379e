/**
 * The machine's busy CPU time, from /proc/stat: every core's time in user, nice, system, irq, softirq and
 * steal, in seconds. Read before and after a run on an otherwise idle machine, the difference is what the
 * run cost, browsers included (a process timer such as /usr/bin/time misses the browser processes it does
 * not reap). Null where there is no /proc/stat.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Busy seconds in the first line (`cpu …`) of a /proc/stat text. */
export function busySeconds(stat) {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, , , irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

export function busyCpuSeconds() {
  try {
    return busySeconds(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}
