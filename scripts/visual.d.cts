import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';

declare const visual: {
  SNAPSHOT_DIR: string;
  REPORT_DIR: string;
  DRAW_EVERY_CARD: string;
  MATCH_OPTIONS: MatchImageSnapshotOptions;
  photograph(page: Page): Promise<Buffer>;
  watchCalls(page: Page): Promise<void>;
  snapshotName(id: string, lang: string): string;
};
export = visual;
