import type { Video } from '@dars/api';
import {
  type CourseAccess,
  type CourseTab,
  continueLesson,
  courseAccess,
  coursePageMachine,
  coursePageView,
  lessonOpen,
  lessonPlayerMachine,
  lessonView,
  reviewDraftField,
  reviewDraftValues,
  reviewsView,
  reviewWizardMachine,
  reviewWizardView,
  searchWithTab,
  sectionsView,
  tabFromSearch,
  videosOf,
} from '@dars/machines';
import { isWebUrl } from '@dars/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../AppActorsContext';
import { isMarkedSubscribed, useCourseCardActions } from '../../courseActions';
import { browserConnection } from '../connection';
import { useTabDraft } from '../draft';
import { useLanguageChange } from '../forms';
import { learnerKnown, useLearnerKey } from '../learner';
import { lessonMemory } from './lessonMemory';
import { loadVideoPlayer } from './videoPlayerModule';

/** A video can be played only from an http(s) address (server URLs open only if http(s)). */
export const playable = (video: Pick<Video, 'path' | 'status_value'>, access: CourseAccess) =>
  lessonOpen(video.status_value, access) && isWebUrl(video.path);

/**
 * Everything the course page runs: the page machine (course, sections, reviews), the lesson
 * player, subscribe and favourite (the cards' shared actions, subscribing by slug here: spec section 7
 * gives both readings), the tab in the URL, and the learner's kept positions.
 */
export function useCoursePage(slug: string) {
  const { session } = useAppActors();
  const signedIn = useSelector(session, (s) => s.context.token !== null);
  const user = useLearnerKey();
  const memory = useMemo(() => lessonMemory(user), [user]);

  const [page, sendPage] = useMachine(coursePageMachine, { input: { slug } });
  useLanguageChange(() => sendPage({ type: 'course.reload' }));
  const course = page.context.course;
  const courseId = course?.id ?? 0;

  const actions = useCourseCardActions({
    subscribeBy: 'slug',
    onSubscribed: () => sendPage({ type: 'course.refresh' }),
  });

  // The player's actions need the memory and the course of now: read through a ref, the machine is made once.
  const latest = useRef({ memory, courseId, sendPage });
  latest.current = { memory, courseId, sendPage };
  const [playerLogic] = useState(() =>
    lessonPlayerMachine.provide({
      actors: {
        loadPlayer: fromPromise<void>(async () => {
          await loadVideoPlayer();
        }),
        connection: browserConnection,
      },
      actions: {
        rememberLesson: (_, { videoId }) => latest.current.memory.rememberLesson(latest.current.courseId, videoId),
        savePosition: (_, { videoId, seconds, duration }) =>
          latest.current.memory.savePosition(videoId, seconds, duration),
        clearPosition: (_, { videoId }) => latest.current.memory.clearPosition(videoId),
        viewed: (_, { videoId, progress }) => latest.current.sendPage({ type: 'video.viewed', videoId, progress }),
      },
    }),
  );
  const [player, sendPlayer] = useMachine(playerLogic);

  // The review wizard: a sent review shows in the reviews tab without a reload of the page.
  const [reviewLogic] = useState(() =>
    reviewWizardMachine.provide({ actions: { reviewed: () => latest.current.sendPage({ type: 'reviews.reload' }) } }),
  );
  const [review, sendReview] = useMachine(reviewLogic, { input: { slug } });
  // What was written and not sent outlives the page for the tab (a reload, a link followed), per student and
  // course: another student signed in on this browser never gets it, and signing out forgets it (actors.ts).
  // Kept only once it is known whose it is (not while the profile is unknown on a new token); when that
  // changes under the page (a sign-in in another tab), what the wizard holds is not the new student's.
  const owner = useRef(user);
  useEffect(() => {
    if (owner.current !== user && learnerKnown(owner.current)) sendReview({ type: 'review.forget' });
    owner.current = user;
  }, [user, sendReview]);
  const { courseRating, instructorRating, comment } = review.context;
  const reviewDraft = useMemo(
    () => reviewDraftValues({ courseRating, instructorRating, comment }),
    [courseRating, instructorRating, comment],
  );
  useTabDraft(
    `review.${user}.${slug}`,
    reviewDraft,
    { ready: learnerKnown(user), sent: review.hasTag('success') },
    (field, value) => {
      const draft = reviewDraftField(field, value);
      if (draft) sendReview({ type: 'review.restore', draft });
    },
  );

  const access: CourseAccess = course ? courseAccess(course, isMarkedSubscribed(course.id)) : 'unsubscribed';
  const sections = page.context.sections;

  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = tabFromSearch(search, access);
  const selectTab = (next: CourseTab) => {
    const query = searchWithTab(search, next);
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };

  const openVideo = (videoId: number) => {
    const video = videosOf(sections).find((v) => v.id === videoId);
    if (!video) return;
    sendPlayer({
      type: 'lesson.open',
      video,
      locked: !playable(video, access),
      startAt: memory.positionOf(video.id),
      record: signedIn,
    });
  };

  const next = course ? continueLesson(sections, access, memory.lastLesson(course.id), memory.hasPosition) : null;

  return {
    course,
    sections,
    reviews: page.context.reviews,
    access,
    signedIn,
    view: coursePageView(page),
    sectionsView: sectionsView(page),
    reviewsView: reviewsView(page),
    retry: () => sendPage({ type: 'course.retry' }),
    retrySections: () => sendPage({ type: 'sections.retry' }),
    retryReviews: () => sendPage({ type: 'reviews.retry' }),
    tab,
    selectTab,
    actions,
    lesson: {
      view: lessonView(player),
      video: player.context.video,
      startAt: player.context.startAt,
      open: openVideo,
      close: () => sendPlayer({ type: 'lesson.close' }),
      retry: () => sendPlayer({ type: 'lesson.retry' }),
      send: sendPlayer,
    },
    continueWith: next,
    review: { view: reviewWizardView(review), send: sendReview },
  };
}

export type CoursePage = ReturnType<typeof useCoursePage>;
