/**
 * The pure half of `npm run interactions` (scripts/interactions.mjs measures): Event Timing entries grouped
 * into interactions as INP counts them, the table of figures, and the limit. A unit test holds them.
 */

/** The most an interaction may take (ms), each language's median of its runs. */
export const INTERACTION_LIMIT_MS = 100;

/** The shortest event the page's observer reports (the Event Timing API's smallest `durationThreshold`). */
export const EVENT_THRESHOLD_MS = 16;

/**
 * Event Timing entries grouped by interaction (entries with no interactionId, such as a pointer's hover
 * events, belong to none). An interaction's duration is its longest entry's, as INP counts it: from the
 * input to the next paint after every handler of that event ran.
 * @param {{ name: string, interactionId: number, duration: number, startTime: number }[]} entries
 * @returns {{ id: number, duration: number, startTime: number, events: string[] }[]} in the order they began
 */
export function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const seen = byId.get(entry.interactionId);
    if (!seen) {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        duration: entry.duration,
        startTime: entry.startTime,
        events: [entry.name],
      });
      continue;
    }
    seen.duration = Math.max(seen.duration, entry.duration);
    seen.startTime = Math.min(seen.startTime, entry.startTime);
    if (!seen.events.includes(entry.name)) seen.events.push(entry.name);
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * What one action cost: the duration of the longest interaction it caused (a tap is one), or null when the
 * page reported none, which means every event of it ended within EVENT_THRESHOLD_MS.
 * @param {{ name: string, interactionId: number, duration: number, startTime: number }[]} entries
 * @returns {number | null}
 */
export function actionDuration(entries) {
  const interactions = interactionsOf(entries);
  return interactions.length === 0 ? null : Math.max(...interactions.map((i) => i.duration));
}

/** An action's figure as the table writes it: a duration under the threshold reads `<16`. */
const shown = (ms) => (ms === null ? `<${EVENT_THRESHOLD_MS}` : String(Math.round(ms)));

/**
 * The middle of a run's figures (the higher of the two middles for an even count); null, an action the
 * page reported nothing for, counts as the shortest. Undefined for no runs.
 * @param {(number | null)[]} runs
 */
export function median(runs) {
  const sorted = [...runs].sort((a, b) => (a ?? -1) - (b ?? -1));
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The results grouped by interaction, in the order first measured: each with its runs per language.
 * @param {{ screen: string, action: string, lang: string, runs: (number | null)[] }[]} results
 */
function byInteraction(results) {
  const rows = [];
  for (const result of results) {
    let row = rows.find((r) => r.screen === result.screen && r.action === result.action);
    if (!row) {
      row = { screen: result.screen, action: result.action, byLang: new Map() };
      rows.push(row);
    }
    row.byLang.set(result.lang, result.runs);
  }
  return rows;
}

/**
 * The table (Markdown, one row per interaction, a column per language: the median, then every run) and
 * what is over the limit, by each language's median.
 * @param {{ screen: string, action: string, lang: string, runs: (number | null)[] }[]} results
 * @param {number} [limit]
 * @returns {{ lines: string[], over: string[] }}
 */
export function report(results, limit = INTERACTION_LIMIT_MS) {
  const langs = [...new Set(results.map((r) => r.lang))];
  const rows = byInteraction(results);
  const lines = [
    `| screen | interaction | ${langs.map((lang) => `${lang} ms: median (runs)`).join(' | ')} |`,
    `|---|---|${langs.map(() => '---|').join('')}`,
  ];
  const over = [];
  for (const row of rows) {
    const cells = langs.map((lang) => {
      const runs = row.byLang.get(lang);
      if (!runs || runs.length === 0) return 'not measured';
      const middle = median(runs);
      if (middle !== null && middle !== undefined && middle > limit)
        over.push(`${row.screen} ${row.action} (${lang}): ${shown(middle)} ms > ${limit} ms`);
      return `${shown(middle)} (${runs.map(shown).join(', ')})`;
    });
    lines.push(`| ${row.screen} | ${row.action} | ${cells.join(' | ')} |`);
  }
  return { lines, over };
}

/**
 * The README's figures for one build: a row per interaction with each language's median (null: under
 * EVENT_THRESHOLD_MS).
 * @param {{ screen: string, action: string, lang: string, runs: (number | null)[] }[]} results
 * @returns {{ name: string, ar?: number | null, en?: number | null }[]}
 */
export function figureRows(results) {
  return byInteraction(results).map(({ screen, action, byLang }) => {
    const row = { name: `${screen}: ${action}` };
    for (const [lang, runs] of byLang) {
      const middle = median(runs);
      if (middle !== undefined) row[lang] = middle === null ? null : Math.round(middle);
    }
    return row;
  });
}
