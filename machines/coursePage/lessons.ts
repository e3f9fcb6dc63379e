import type { AccessStatus, Course, Section, Video } from '@dars/api';

/** Spec section 4: a course is seen unsubscribed, free, or subscribed. */
export type CourseAccess = 'subscribed' | 'free' | 'unsubscribed';

/** How the learner sees the course; `markedSubscribed` is the in-memory map after a subscription on this page. */
export function courseAccess(course: Pick<Course, 'is_subscribed' | 'status'>, markedSubscribed = false): CourseAccess {
  if (course.is_subscribed || markedSubscribed) return 'subscribed';
  return course.status.value === 'free' ? 'free' : 'unsubscribed';
}

/**
 * May this lesson (video, PDF, exam) be opened? A subscribed learner opens everything; anyone else only
 * what has free status (spec section 4). A lesson without a path cannot be opened by anybody.
 */
export const lessonOpen = (status: AccessStatus, access: CourseAccess): boolean =>
  access === 'subscribed' || status === 'free';

/** Every video of the course, in the order the sections list them. */
export const videosOf = (sections: readonly Section[]): Video[] => sections.flatMap((s) => s.videos);

/** The sections with one video marked watched (a new array only where something changed). */
export function markVideoWatched(sections: Section[], videoId: number): Section[] {
  if (!videosOf(sections).some((v) => v.id === videoId && !v.view)) return sections;
  return sections.map((s) =>
    s.videos.some((v) => v.id === videoId)
      ? { ...s, videos: s.videos.map((v) => (v.id === videoId ? { ...v, view: true } : v)) }
      : s,
  );
}

/** The share of watched videos (0–100, rounded), or null for a course without videos. */
export function watchedProgress(sections: readonly Section[]): number | null {
  const videos = videosOf(sections);
  if (videos.length === 0) return null;
  return Math.round((videos.filter((v) => v.view).length / videos.length) * 100);
}

/**
 * 'Continue where you left off': the last video the learner opened, while it is unfinished (a kept
 * position, or not yet watched); else the next unwatched video after it; else the first unwatched one;
 * null when every video that can be opened is watched, or none can be.
 */
export function continueLesson(
  sections: readonly Section[],
  access: CourseAccess,
  last: number | null,
  hasPosition: (videoId: number) => boolean,
): Video | null {
  const open = videosOf(sections).filter((v) => v.path !== '' && lessonOpen(v.status_value, access));
  const at = last === null ? -1 : open.findIndex((v) => v.id === last);
  const current = open[at];
  if (current && (hasPosition(current.id) || !current.view)) return current;
  return open.slice(at + 1).find((v) => !v.view) ?? open.find((v) => !v.view) ?? null;
}
