import type { Page } from 'playwright-core';

interface Dirs {
  baselineDir?: string;
  reportDir?: string;
  manifestPath?: string;
  /** Whether a difference writes its pictures to reportDir (default true). */
  write?: boolean;
}

declare const visual: {
  BASELINE_DIR: string;
  MANIFEST: string;
  REPORT_DIR: string;
  TOLERANCE_PIXELS: number;
  THRESHOLD: number;
  photograph(page: Page): Promise<Buffer>;
  checkPage(
    page: Page,
    id: string,
    lang: string,
    options?: Dirs & { attempts?: number; pause?: number },
  ): Promise<string | null>;
  watchCalls(page: Page): Promise<void>;
  /** `diff: false`: the diff picture is not encoded (`diff` is then null). */
  comparePng(
    actual: Buffer,
    expected: Buffer,
    options?: { diff?: boolean },
  ): { same: boolean; reason: string; diffPixels: number; diff: Buffer | null };
  /** comparePng on a worker thread that loads `module` (this file unless given). */
  compareOffThread(
    actual: Buffer,
    expected: Buffer,
    options?: { diff?: boolean; module?: string },
  ): Promise<{ same: boolean; reason: string; diffPixels: number; diff: Buffer | null }>;
  checkAgainstBaseline(id: string, lang: string, actual: Buffer, dirs?: Dirs): string | null;
  acceptPictures(pictures: [string, Buffer][], dirs?: Dirs): void;
  /** Records the hashes of pictures that passed by comparison; returns how many were new. */
  recordPassedHashes(passed: [string, string][], dirs?: Dirs): number;
  compress(png: Buffer): Buffer;
  writeManifest(hashes: Record<string, string | string[]>, manifestPath?: string): void;
};
export = visual;
