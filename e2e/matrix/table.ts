/**
 * The failure matrix's bookkeeping, apart from the browser: naming a request by the API layer's contract
 * rows, and the printed table. Unit-tested in table.test.ts.
 */

/**
 * The ways a call fails, as the matrix applies them, in the table's column order. 'html 500' is a server error
 * page (a proxy's, a crash's); 'json 500' a server error that says why in JSON, in words of its own that are not
 * for the user (`SERVER_ERROR_TEXT`).
 */
export const FAULTS = ['abort', 'offline', 'html 500', 'json 500', '401', '422', 'bad json', '30 s delay'] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The message of the 'json 500' fault, in the language the call asked for: a server error's own account of
 * itself. A page shows the app's words for a 5xx, so this text never reaches the screen, even in its language.
 */
export const SERVER_ERROR_TEXT = {
  ar: 'تعذّر الاتصال بقاعدة البيانات على المضيف db-primary.',
  en: 'Could not connect to the database on host db-primary.',
} as const;

/** A server's raw words, its HTML or a parser's. */
const RAW =
  /Unauthenticated|Internal Server Error|<[a-z!/]|SyntaxError|Unexpected (token|end)|JSON|undefined|\[object|NaN/;
const ARABIC = /[\u0600-\u06FF]/;

/**
 * What is wrong with the message an Arabic page shows for a fault (none: handled): it is in Arabic, with none of
 * a server's raw words, HTML or a parser's, and for a server error none of the text the server sent with it,
 * whatever its language (the app's own words instead).
 */
export function messageProblems(message: string, fault: Fault): string[] {
  const serverText = fault === 'json 500' && Object.values(SERVER_ERROR_TEXT).some((text) => message.includes(text));
  return !ARABIC.test(message) || RAW.test(message) || serverText ? [`says "${message.slice(0, 80)}"`] : [];
}
/**
 * The table's columns: every call fault; the page read online under the service worker, then opened again
 * offline ('offline after load'); then the screen's own code failing to load.
 */
export const COLUMNS = [...FAULTS, 'offline after load', 'chunk'] as const;
export type Column = (typeof COLUMNS)[number];

export interface ContractRow {
  name: string;
  method: string;
  path: string;
}

/**
 * The contract row that names a request, or null: literal paths first (`/courses/filters` before
 * `/courses/:slug`), a `:param` matching one path segment.
 */
export function nameOfCall(rows: readonly ContractRow[], method: string, pathname: string): string | null {
  const literal = rows.find((row) => row.method === method && row.path === pathname);
  if (literal) return literal.name.replace(/ \(.*\)$/, '');
  const patterned = rows.find(
    (row) =>
      row.method === method &&
      row.path.includes(':') &&
      new RegExp(`^${row.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(pathname),
  );
  return patterned ? patterned.name.replace(/ \(.*\)$/, '') : null;
}

/** One tried cell: a screen, a call (or its code, for 'chunk'), a fault, and what was wrong (none: handled). */
export interface Cell {
  screen: string;
  call: string;
  column: Column;
  problems: string[];
}

/**
 * The table, screen × fault: each cell '✓ n' (all n calls handled), '✗ k/n' (k of n not handled), or '·'
 * (nothing to try: the screen makes no call of its own). Then every gap, one per line.
 */
export function printMatrix(cells: readonly Cell[]): { table: string; gaps: string[] } {
  const screens = [...new Set(cells.map((c) => c.screen))];
  const header = `| screen | ${COLUMNS.join(' | ')} |`;
  const rule = `|---|${COLUMNS.map(() => '---').join('|')}|`;
  const lines = screens.map((screen) => {
    const row = COLUMNS.map((column) => {
      const here = cells.filter((c) => c.screen === screen && c.column === column);
      if (here.length === 0) return '·';
      const bad = here.filter((c) => c.problems.length > 0).length;
      return bad === 0 ? `✓ ${here.length}` : `✗ ${bad}/${here.length}`;
    });
    return `| ${screen} | ${row.join(' | ')} |`;
  });
  const gaps = cells
    .filter((c) => c.problems.length > 0)
    .map((c) => `${c.screen} · ${c.call} · ${c.column}: ${c.problems.join('; ')}`);
  return { table: [header, rule, ...lines].join('\n'), gaps };
}
