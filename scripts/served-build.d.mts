export function servedBuild(name: string): Promise<{ base: string; close: () => void }>;
