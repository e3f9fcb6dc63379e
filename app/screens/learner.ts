/**
 * Whose data the device keeps (beyond the spec): a lesson's position and last lesson
 * (Course/lessonMemory.ts), an exam's unsent answers (Exam/examMemory.ts) are keyed by the signed-in
 * student's e-mail, so two students on one browser never share them. The e-mail comes with the profile,
 * which a reloaded page asks for after its first paint (and which may fail), so it is also kept beside a
 * fingerprint of the token it was seen with (`dars.lessonOwner`, its first user's name), and stands in
 * while the profile is not known and the same token is signed in.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAppActors } from '../AppActorsContext';

/** A kept value, or null (none, or storage that cannot be read: private mode). */
export function readKept(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a value (null forgets it); with storage that cannot be written (a full quota), nothing is kept. */
export function writeKept(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // The screen goes on without it.
  }
}

const OWNER_KEY = 'dars.lessonOwner';

/** A short fingerprint of a token (FNV-1a, 32 bits): enough to tell tokens apart, and it is not the token. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** An e-mail as kept data is keyed by it (trimmed, lower case), or '' when there is none. */
const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() ?? '';

/**
 * Whose kept data this is: `visitor` without a token; the profile's e-mail when it is known; while it is not
 * (before it comes, or when it could not be read), the e-mail last seen with this same token; else `student`.
 */
export function learnerKey(token: string | null, email: string | null | undefined): string {
  if (token === null) return 'visitor';
  const known = emailKey(email);
  if (known) return known;
  const [seenWith, owner] = (readKept(OWNER_KEY) ?? '').split(' ');
  return seenWith === fingerprint(token) && owner ? owner : 'student';
}

/** Whether a `learnerKey` names one student (their e-mail), not a visitor or a student not known yet. */
export const learnerKnown = (key: string) => key !== 'visitor' && key !== 'student';

/** Remembers whose token this is, for a page load's first moments or a profile that fails (see `learnerKey`). */
export function rememberLearner(token: string | null, email: string | null | undefined): void {
  const known = emailKey(email);
  if (token !== null && known) writeKept(OWNER_KEY, `${fingerprint(token)} ${known}`);
}

/** The signed-in learner's key (`learnerKey`), remembered with the token once the profile has said whose it is. */
export function useLearnerKey(): string {
  const { session } = useAppActors();
  const token = useSelector(session, (s) => s.context.token);
  const email = useSelector(session, (s) => s.context.profile?.email);
  useEffect(() => rememberLearner(token, email), [token, email]);
  return learnerKey(token, email);
}

/*
 * The word an exam leaves for the course page it goes back to: its answers were sent. Held in this
 * tab's memory only, so the course page says it once, as the student arrives, and never after a reload. Here
 * because the course and exam screens share this module's file: a module of its own would be a chunk of its own.
 */
let examSentFor: readonly string[] = [];

/** The answers of an exam of this course were sent: `keys` name the course as its route may (slug, id). */
export function leaveExamSentWord(...keys: string[]): void {
  examSentFor = keys.filter((key) => key !== '');
}

/** Whether the course page of `slug` (as its route names the course) has that word to say. */
export const examSentWordFor = (slug: string): boolean => examSentFor.includes(slug);

/** Said: forgotten. */
export function forgetExamSentWord(): void {
  examSentFor = [];
}
