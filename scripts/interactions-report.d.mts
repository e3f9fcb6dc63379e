export interface EventTimingEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
}
export interface Interaction {
  id: number;
  duration: number;
  startTime: number;
  events: string[];
}
export interface ActionResult {
  screen: string;
  action: string;
  lang: string;
  runs: (number | null)[];
}
export const INTERACTION_LIMIT_MS: number;
export const EVENT_THRESHOLD_MS: number;
export function interactionsOf(entries: EventTimingEntry[]): Interaction[];
export function actionDuration(entries: EventTimingEntry[]): number | null;
export function median(runs: (number | null)[]): number | null | undefined;
export function report(results: ActionResult[], limit?: number): { lines: string[]; over: string[] };
export function figureRows(results: ActionResult[]): { name: string; ar?: number | null; en?: number | null }[];
