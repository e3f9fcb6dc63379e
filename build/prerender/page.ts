import { escapeHtml } from '../root.ts';

/**
 * A prerendered page's markup as the policy allows it: it refuses style attributes in markup (React sets
 * them through the DOM, which it allows). Two of Ariakit's change nothing drawn: the pointer on a select's
 * label (dropped) and the empty, fixed placeholder of a closed popover's portal (left out); any other fails
 * the build (`where`: the page, for the message).
 */
export function checked(html: string, where: string): string {
  const kept = html
    .replace(/\sstyle="cursor:\s*[a-z-]+;?"/g, '')
    .replace(/<span(?: [a-z-]+="[^"]*")*? style="position:fixed"(?: [a-z-]+="[^"]*")*><\/span>/g, '');
  const inline = /<[^<]*\sstyle="[^"]*"/.exec(kept);
  if (inline) throw new Error(`prerendered ${where} has an inline style (the policy refuses it): ${inline[0]}`);
  return kept;
}

/** A screen's chunk and stylesheets' tags, as a prerendered page links them. */
export interface ScreenTags {
  file: string;
  styles: string[];
}

export interface PageParts {
  /** The page's markup in #root. */
  body: string;
  /** The route's screen (its stylesheets are linked, and boot is told it is on the page). */
  screen?: ScreenTags | undefined;
  title?: string | undefined;
  description?: string | undefined;
  /** A student's first page of a student-only route, in a <template> beside the visitor's. */
  student?: { body: string; screen: ScreenTags } | undefined;
}

/**
 * A prerendered page from the built index.html (`template`): the markup in #root (inert, marked
 * `data-prerendered`), the page's stylesheets (the entry's, then the screen's) right after the boot script
 * (`bootTag`), ahead of the scripts and preloads, so the first paint waits for them alone and they are asked
 * for first; the screen's marker metas before it, the title and description.
 */
export function fillPage(template: string, bootTag: string, { body, screen, title, description, student }: PageParts) {
  // Function replacements: a `$` in the page's text is no replacement pattern.
  const studentPage = student ? `<template data-prerendered-student>${student.body}</template>` : '';
  let html = template.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered inert>${body}</div>${studentPage}`,
  );
  if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>');
  const entryStyles = [...template.matchAll(/\n\s*(<link rel="stylesheet"[^>]*>)/g)];
  for (const [whole] of entryStyles) html = html.replace(whole, '');
  const styles = entryStyles.map((m) => m[1] as string);
  if (screen) styles.push(...screen.styles);
  if (student) styles.push(...student.screen.styles.filter((tag) => !styles.includes(tag)));
  let marker = screen ? `<meta name="dars-prerendered" content="${screen.file}">\n    ` : '';
  if (student) marker += `<meta name="dars-prerendered-student" content="${student.screen.file}">\n    `;
  if (!html.includes(bootTag)) throw new Error(`index.html has no ${bootTag}`);
  html = html.replace(bootTag, () => `${marker}${bootTag}\n    ${styles.join('\n    ')}`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(description)}"`,
    );
  return html;
}
