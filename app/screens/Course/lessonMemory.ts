/**
 * Where each learner stopped in each video, and the last lesson they opened in each course (issue 18,
 * beyond the spec), in local storage: `dars.position.{user}.{videoId}` (seconds) and
 * `dars.lastLesson.{user}.{courseId}` (a video id). `user` is the signed-in student's e-mail, or
 * `visitor`, so two students on one browser do not share positions. A position in the last 3 s (5 % of a
 * short video) is not kept: the video is finished.
 *
 * The student's e-mail comes with the profile, which a reloaded page asks for after its first paint, while
 * the course's calls start before the app (boot.js): a student who pressed "continue" before the profile
 * came would be taken for someone else and start a different lesson from 0. So the e-mail is also kept
 * beside a fingerprint of the token it was seen with (`dars.lessonOwner`), and stands in for the profile
 * while the same token is signed in.
 */

/** Positions in the last 3 s (or the last 5 % of a short video) count as finished. */
const endMargin = (duration: number) => Math.min(3, duration * 0.05);

const positionKey = (user: string, videoId: number) => `dars.position.${user}.${videoId}`;
const lastKey = (user: string, courseId: number) => `dars.lastLesson.${user}.${courseId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the lesson plays on without being remembered.
  }
}

export interface LessonMemory {
  positionOf(videoId: number): number;
  hasPosition(videoId: number): boolean;
  savePosition(videoId: number, seconds: number, duration: number): void;
  clearPosition(videoId: number): void;
  lastLesson(courseId: number): number | null;
  rememberLesson(courseId: number, videoId: number): void;
}

export function lessonMemory(user: string): LessonMemory {
  const positionOf = (videoId: number) => {
    const seconds = Number(read(positionKey(user, videoId)));
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  };
  return {
    positionOf,
    hasPosition: (videoId) => positionOf(videoId) > 0,
    savePosition: (videoId, seconds, duration) => {
      const finished = Number.isFinite(duration) && duration > 0 && seconds >= duration - endMargin(duration);
      write(positionKey(user, videoId), finished || seconds < 1 ? null : String(Math.floor(seconds)));
    },
    clearPosition: (videoId) => write(positionKey(user, videoId), null),
    lastLesson: (courseId) => {
      const id = Number(read(lastKey(user, courseId)));
      return Number.isInteger(id) && id > 0 ? id : null;
    },
    rememberLesson: (courseId, videoId) => write(lastKey(user, courseId), String(videoId)),
  };
}

const OWNER_KEY = 'dars.lessonOwner';

/** A short fingerprint of a token (FNV-1a, 32 bits): enough to tell tokens apart, and it is not the token. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** An e-mail as positions are keyed by it (trimmed, lower case), or '' when there is none. */
const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() ?? '';

/**
 * Whose positions these are: `visitor` without a token; the profile's e-mail when it is known; before it
 * comes, the e-mail last seen with this same token; else `student`.
 */
export function lessonUser(token: string | null, email: string | null | undefined): string {
  if (token === null) return 'visitor';
  const known = emailKey(email);
  if (known) return known;
  const [seenWith, owner] = (read(OWNER_KEY) ?? '').split(' ');
  return seenWith === fingerprint(token) && owner ? owner : 'student';
}

/** Remembers whose token this is, for the next page load's first moments (see `lessonUser`). */
export function rememberLessonOwner(token: string | null, email: string | null | undefined): void {
  const known = emailKey(email);
  if (token !== null && known) write(OWNER_KEY, `${fingerprint(token)} ${known}`);
}
