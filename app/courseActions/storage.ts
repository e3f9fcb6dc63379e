/**
 * The client-side course state the spec keeps (section 3, client storage):
 * - a favourite marker per course id in local storage (key `favorite_{id}`, value `true`), written when
 *   the server confirms an add and deleted when it confirms a removal;
 * - a subscribed-state map (course id → boolean) in memory only: it lasts until the page reloads.
 */

export const favoriteMarkerKey = (courseId: number) => `favorite_${courseId}`;

export function hasFavoriteMarker(courseId: number): boolean {
  try {
    return localStorage.getItem(favoriteMarkerKey(courseId)) === 'true';
  } catch {
    return false;
  }
}

export function setFavoriteMarker(courseId: number, active: boolean): void {
  try {
    if (active) localStorage.setItem(favoriteMarkerKey(courseId), 'true');
    else localStorage.removeItem(favoriteMarkerKey(courseId));
  } catch {
    // Private mode or a full quota: the heart still follows this visit's answers.
  }
}

const subscribed = new Map<number, boolean>();

export const isMarkedSubscribed = (courseId: number): boolean => subscribed.get(courseId) === true;

export function markSubscribed(courseId: number): void {
  subscribed.set(courseId, true);
}

/** For tests and stories: forgets the in-memory map, as a reload would. */
export function forgetSubscribed(): void {
  subscribed.clear();
}
