/**
 * Where each learner stopped in each video, and the last lesson they opened in each course (beyond
 * the spec), in local storage: `dars.position.{user}.{videoId}` (seconds) and
 * `dars.lastLesson.{user}.{courseId}` (a video id). `user` is the signed-in student's e-mail, or
 * `visitor`, so two students on one browser do not share positions. A position in the last 3 s (5 % of a
 * short video) is not kept: the video is finished.
 *
 * `user` comes from ../learner.ts `learnerKey`: the course's calls start before the app (boot) and the
 * profile's after it, so a student who pressed "continue" before the profile came would otherwise be taken
 * for someone else and start a different lesson from 0.
 */
import { readKept as read, writeKept as write } from '../learner';

/** Positions in the last 3 s (or the last 5 % of a short video) count as finished. */
const endMargin = (duration: number) => Math.min(3, duration * 0.05);

const positionKey = (user: string, videoId: number) => `dars.position.${user}.${videoId}`;
const lastKey = (user: string, courseId: number) => `dars.lastLesson.${user}.${courseId}`;

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
