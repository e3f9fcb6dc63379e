import type { CourseAccess } from './lessons';

/**
 * The course page's tabs (spec section 2): overview, content (hidden when subscribed: the learning view
 * lists the lessons instead), reviews, lectures (labelled Certificate when subscribed). The selected tab
 * lives in the URL's query (`?tab=reviews`), so a reload and Back keep it; the overview is the default
 * and is written as no parameter at all.
 */
export type CourseTab = 'overview' | 'content' | 'reviews' | 'lectures';

export const TAB_PARAM = 'tab';
const ALL: readonly CourseTab[] = ['overview', 'content', 'reviews', 'lectures'];

/** The tabs shown, in order. */
export const courseTabs = (access: CourseAccess): CourseTab[] =>
  access === 'subscribed' ? ALL.filter((tab) => tab !== 'content') : [...ALL];

/** The tab the URL names, when the page shows it; else the overview. */
export function tabFromSearch(search: string, access: CourseAccess): CourseTab {
  const named = new URLSearchParams(search).get(TAB_PARAM);
  return courseTabs(access).find((tab) => tab === named) ?? 'overview';
}

/** The query with `tab` chosen, every other parameter kept (without the leading '?'). */
export function searchWithTab(search: string, tab: CourseTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'overview') params.delete(TAB_PARAM);
  else params.set(TAB_PARAM, tab);
  return params.toString();
}
