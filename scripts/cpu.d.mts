export function busySeconds(stat: string): number | null;
export function busyCpuSeconds(): number | null;
