import { ApiError, type Course, type Review, type Section } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { coursePageMachine, coursePageView, reviewsView, sectionsView } from './coursePageMachine';

const sampleCourse = (over: Partial<Course> = {}): Course =>
  ({
    id: 7,
    slug: 'ux-design',
    title: 'UX design',
    image: '/cover.svg',
    intro_video: null,
    description: '<p>About</p>',
    category: { id: 1, title: 'Design', image: null, courses_count: 3 },
    instructor: { name: 'Mona', image: '/mona.svg', description: '', category: { title: 'Design' } },
    rating: { average: 4.4 },
    duration: '02:10:00',
    language: 'Arabic',
    students_count: 120,
    sections_count: 2,
    videos_count: 4,
    price_before_discount: 500,
    final_price: 350,
    currency: 'EGP',
    status: { value: 'paid', title: 'Paid' },
    is_subscribed: true,
    is_favorite: false,
    progress: 25,
    certificate: null,
    created_at: '2025-01-02T10:00:00Z',
    ...over,
  }) as Course;

const video = (id: number, view = false) => ({
  id,
  title: `Video ${id}`,
  path: `/v/${id}.webm`,
  duration: '00:05:00',
  status_value: 'free' as const,
  view,
  captions: null,
});

const sampleSections = (): Section[] => [
  { id: 1, title: 'One', videos: [video(11, true), video(12)], pdfs: [], exam: null, status: 'free', exam_duration: 0 },
  { id: 2, title: 'Two', videos: [video(21), video(22)], pdfs: [], exam: null, status: 'free', exam_duration: 0 },
];

const reviews: Review[] = [
  { id: 1, rate: 5, comment: 'Great', created_at: '2025-02-01', user: { name: 'A', image: null } },
];

function start() {
  const loadCourse = controlled<Course, { slug: string }>();
  const loadSections = controlled<Section[], { slug: string }>();
  const loadReviews = controlled<Review[], { slug: string }>();
  const logFailure = vi.fn();
  const actor = createActor(
    coursePageMachine.provide({
      actors: { loadCourse: loadCourse.logic, loadSections: loadSections.logic, loadReviews: loadReviews.logic },
      actions: { logFailure: (_, params) => logFailure(params.what) },
    }),
    { input: { slug: 'ux-design' } },
  ).start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    loadCourse,
    loadSections,
    loadReviews,
    logFailure,
    snap,
    settle: { loadCourse, refreshCourse: loadCourse, loadSections, loadReviews },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coursePageMachine', () => {
  it('asks for the course, its sections and its reviews at once, by slug', () => {
    const { loadCourse, loadSections, loadReviews, snap } = start();
    expect(coursePageView(snap())).toBe('loading');
    expect(loadCourse.calls.map((c) => c.input)).toEqual([{ slug: 'ux-design' }]);
    expect(loadSections.calls).toHaveLength(1);
    expect(loadReviews.calls).toHaveLength(1);
  });

  it('shows the course as soon as it arrives; the sections and reviews keep their skeletons until theirs do', async () => {
    const { loadCourse, loadSections, loadReviews, snap } = start();
    await loadCourse.resolve(sampleCourse());
    expect(coursePageView(snap())).toBe('ready');
    expect(sectionsView(snap())).toBe('loading');
    expect(reviewsView(snap())).toBe('loading');
    await loadSections.resolve(sampleSections());
    await loadReviews.resolve(reviews);
    expect(sectionsView(snap())).toBe('ready');
    expect(reviewsView(snap())).toBe('ready');
    expect(snap().context.reviews).toEqual(reviews);
  });

  it('a 404 is "the course was not found"; any other failure is the red line, and the retry asks again', async () => {
    const missing = start();
    await missing.loadCourse.reject(new ApiError('http', { status: 404, serverMessage: 'Not found' }));
    expect(coursePageView(missing.snap())).toBe('notFound');
    missing.actor.send({ type: 'course.retry' });
    expect(missing.loadCourse.calls).toHaveLength(1);

    const broken = start();
    await broken.loadCourse.reject(new ApiError('http', { status: 500 }));
    expect(coursePageView(broken.snap())).toBe('failed');
    expect(broken.logFailure).toHaveBeenCalledWith('loadCourse');
    broken.actor.send({ type: 'course.retry' });
    expect(coursePageView(broken.snap())).toBe('loading');
    expect(broken.loadCourse.calls).toHaveLength(2);
  });

  it('a missing course is an outcome, not a failure: its three 404s are not logged', async () => {
    const missing = start();
    const notFound = new ApiError('http', { status: 404, serverMessage: 'Not found' });
    // The sections and the reviews may answer first.
    await missing.loadSections.reject(notFound);
    await missing.loadReviews.reject(notFound);
    await missing.loadCourse.reject(notFound);
    expect(coursePageView(missing.snap())).toBe('notFound');
    expect(missing.logFailure).not.toHaveBeenCalled();
  });

  it('the sections fail on their own: their retry asks again while the course stays', async () => {
    const { actor, loadCourse, loadSections, snap } = start();
    await loadCourse.resolve(sampleCourse());
    await loadSections.reject(new ApiError('network'));
    expect(sectionsView(snap())).toBe('failed');
    expect(coursePageView(snap())).toBe('ready');
    actor.send({ type: 'sections.retry' });
    expect(loadSections.calls).toHaveLength(2);
    await loadSections.resolve(sampleSections());
    expect(sectionsView(snap())).toBe('ready');
  });

  it('a subscription refreshes the course and the sections without the skeleton', async () => {
    const { actor, loadCourse, loadSections, loadReviews, snap } = start();
    await loadCourse.resolve(sampleCourse({ is_subscribed: false }));
    await loadSections.resolve(sampleSections());
    await loadReviews.resolve(reviews);
    actor.send({ type: 'course.refresh' });
    expect(coursePageView(snap())).toBe('ready');
    expect(sectionsView(snap())).toBe('ready');
    expect(loadCourse.calls).toHaveLength(2);
    expect(loadSections.calls).toHaveLength(2);
    expect(loadReviews.calls).toHaveLength(1);
    await loadCourse.resolve(sampleCourse({ is_subscribed: true }));
    expect(snap().context.course?.is_subscribed).toBe(true);
  });

  it('a failed refresh keeps the course on screen', async () => {
    const { actor, loadCourse, snap } = start();
    await loadCourse.resolve(sampleCourse());
    actor.send({ type: 'course.refresh' });
    await loadCourse.reject(new ApiError('network'));
    expect(coursePageView(snap())).toBe('ready');
    expect(snap().context.course?.slug).toBe('ux-design');
  });

  it('a recorded view marks the video watched and takes the server progress, else the share watched', async () => {
    const { actor, loadCourse, loadSections, snap } = start();
    await loadCourse.resolve(sampleCourse({ progress: 25 }));
    await loadSections.resolve(sampleSections());
    actor.send({ type: 'video.viewed', videoId: 12, progress: 60 });
    expect(snap().context.sections[0]?.videos[1]?.view).toBe(true);
    expect(snap().context.course?.progress).toBe(60);
    actor.send({ type: 'video.viewed', videoId: 21, progress: null });
    // 3 of 4 videos watched.
    expect(snap().context.course?.progress).toBe(75);
  });

  it('a language change asks for everything again, from the skeleton', async () => {
    const { actor, loadCourse, loadSections, loadReviews, snap } = start();
    await loadCourse.resolve(sampleCourse());
    actor.send({ type: 'course.reload' });
    expect(coursePageView(snap())).toBe('loading');
    expect([loadCourse.calls.length, loadSections.calls.length, loadReviews.calls.length]).toEqual([2, 2, 2]);
  });

  it('a new review asks for the reviews again', async () => {
    const { actor, loadReviews } = start();
    await loadReviews.resolve([]);
    actor.send({ type: 'reviews.reload' });
    expect(loadReviews.calls).toHaveLength(2);
  });
});

type Sut = ReturnType<typeof start>;
const regionOf = (s: { value: unknown }, region: 'course' | 'sections' | 'reviews') =>
  (s.value as { page?: Record<string, string> }).page?.[region];

describeModelPaths(coursePageMachine, {
  input: { slug: 'ux-design' },
  events: [
    done('loadCourse', sampleCourse()),
    failed('loadCourse', new ApiError('http', { status: 404 })),
    failed('loadCourse', new ApiError('network')),
    done('refreshCourse', sampleCourse({ progress: 50 })),
    done('loadSections', sampleSections()),
    failed('loadSections', new ApiError('http', { status: 500 })),
    done('loadReviews', reviews),
    failed('loadReviews', new ApiError('network')),
    { type: 'course.retry' },
    { type: 'course.refresh' },
    { type: 'sections.retry' },
    { type: 'reviews.retry' },
  ],
  // Explore the reviews on their own only while the rest is settled, so the paths stay few.
  allow: (s, e) => !(e.type.includes('loadReviews') || e.type === 'reviews.retry') || regionOf(s, 'course') === 'ready',
  serialize: (s) => JSON.stringify(s.value),
  start,
  cover: (s) => `course:${regionOf(s, 'course')}`,
  expectStates: ['course:loading', 'course:ready', 'course:refreshing', 'course:notFound', 'course:failed'],
  check: (sut: Sut, _expected, steps: ModelEvent[]) => {
    const seen = whatTheUserSees(steps);
    // What the page shows (the skeleton, the course, 'not found' or the red line), its sections part (kept
    // on screen while a refresh asks again) and its reviews part.
    const snap = sut.snap();
    expect({ page: coursePageView(snap), sections: sectionsView(snap), reviews: reviewsView(snap) }).toEqual(seen.view);
    // One call per part at the start and per retry or refresh, each for this course; each failure but a
    // 404 logged once.
    const slugs = (n: number) => Array(n).fill({ slug: 'ux-design' });
    expect(sut.loadCourse.calls.map((c) => c.input)).toEqual(slugs(seen.calls.course));
    expect(sut.loadSections.calls.map((c) => c.input)).toEqual(slugs(seen.calls.sections));
    expect(sut.loadReviews.calls.map((c) => c.input)).toEqual(slugs(seen.calls.reviews));
    expect(sut.logFailure.mock.calls.map(([what]) => what)).toEqual(seen.logged);
  },
});

/** An independent reading of the spec over the steps: what the course page shows, and what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let course: 'loading' | 'ready' | 'refreshing' | 'notFound' | 'failed' = 'loading';
  let sections: 'loading' | 'ready' | 'failed' = 'loading';
  let reviewsAt: 'loading' | 'ready' | 'failed' = 'loading';
  let hasCourse = false;
  let hasSections = false;
  const calls = { course: 1, sections: 1, reviews: 1 };
  const logged: string[] = [];
  const notFound = (e: ModelEvent) => (e.error as ApiError).status === 404;
  for (const e of steps) {
    if (e.type === 'xstate.done.actor.loadCourse' && course === 'loading') {
      course = 'ready';
      hasCourse = true;
    } else if (e.type === 'xstate.error.actor.loadCourse' && course === 'loading') {
      course = notFound(e) ? 'notFound' : 'failed';
      if (!notFound(e)) logged.push('loadCourse');
    } else if (e.type === 'xstate.done.actor.refreshCourse' && course === 'refreshing') course = 'ready';
    else if (e.type === 'xstate.done.actor.loadSections' && sections === 'loading') {
      sections = 'ready';
      hasSections = true;
    } else if (e.type === 'xstate.error.actor.loadSections' && sections === 'loading') {
      sections = 'failed';
      if (!notFound(e)) logged.push('loadSections');
    } else if (e.type === 'xstate.done.actor.loadReviews' && reviewsAt === 'loading') reviewsAt = 'ready';
    else if (e.type === 'xstate.error.actor.loadReviews' && reviewsAt === 'loading') {
      reviewsAt = 'failed';
      if (!notFound(e)) logged.push('loadReviews');
    } else if (e.type === 'course.retry') {
      // The page's retry asks again for every part that failed.
      if (course === 'failed') [course, calls.course] = ['loading', calls.course + 1];
      if (sections === 'failed') [sections, calls.sections] = ['loading', calls.sections + 1];
      if (reviewsAt === 'failed') [reviewsAt, calls.reviews] = ['loading', calls.reviews + 1];
    } else if (e.type === 'course.refresh') {
      // After a subscription: the course and its sections again, the course kept on screen meanwhile.
      if (course === 'ready') [course, calls.course] = ['refreshing', calls.course + 1];
      [sections, calls.sections] = ['loading', calls.sections + 1];
    } else if (e.type === 'sections.retry' && sections === 'failed')
      [sections, calls.sections] = ['loading', calls.sections + 1];
    else if (e.type === 'reviews.retry' && reviewsAt === 'failed')
      [reviewsAt, calls.reviews] = ['loading', calls.reviews + 1];
  }
  const view = {
    page: course === 'notFound' || course === 'failed' ? course : hasCourse ? 'ready' : 'loading',
    sections: sections === 'loading' ? (hasSections ? 'ready' : 'loading') : sections,
    reviews: reviewsAt,
  };
  return { view, calls, logged };
}
