/**
 * A position or duration as a clock: `m:ss` under an hour, `h:mm:ss` from an hour (spec section 3
 * writes durations hh:mm:ss). Anything that is not a finite, non-negative number reads `0:00`.
 * Latin digits: the caller puts them in the language's digits.
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Seconds from the server's `hh:mm:ss` (or `mm:ss`); 0 when it cannot be read. */
export function parseClock(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !Number.isInteger(p) || p < 0)) return 0;
  return parts.reduce((sum, part) => sum * 60 + part, 0);
}
