export interface SystemPackage {
  package: string;
  env: string;
  path: string;
  for: string[];
}
export const SYSTEM_PACKAGES: SystemPackage[];
export function missingPackages(
  steps: string[],
  options?: { exists?: (path: string) => boolean; env?: Record<string, string | undefined> },
): string[];
export type InstallPlan =
  | { kind: 'ready' }
  | { kind: 'install'; commands: string[][] }
  | { kind: 'stop'; message: string };
export function installPlan(missing: string[], how: { root: boolean; sudo: boolean; apt: boolean }): InstallPlan;
export function ensureSystemPackages(steps: string[]): { ok: boolean; message: string };
