import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DemoState, Persistence } from './store.ts';

/** Keeps the demo state in a JSON file, so it survives page reloads and server restarts. */
export function filePersistence(path: string): Persistence {
  return {
    load() {
      try {
        return JSON.parse(readFileSync(path, 'utf8')) as DemoState;
      } catch {
        return null;
      }
    },
    save(state) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify(state));
    },
    clear() {
      rmSync(path, { force: true });
    },
  };
}

export const DEFAULT_STATE_FILE = '.demo-data/state.json';
