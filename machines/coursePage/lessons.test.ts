import type { Section } from '@dars/api';
import { describe, expect, it } from 'vitest';
import { courseTabs, searchWithTab, tabFromSearch } from './courseTabs';
import { continueLesson, courseAccess, lessonOpen, markVideoWatched, watchedProgress } from './lessons';

const video = (id: number, view: boolean, status: 'free' | 'locked' = 'free', path = `/v/${id}.webm`) => ({
  id,
  title: `V${id}`,
  path,
  duration: '00:03:00',
  status_value: status,
  view,
  captions: null,
});
const sections = (...videos: ReturnType<typeof video>[][]): Section[] =>
  videos.map((list, i) => ({
    id: i + 1,
    title: `S${i + 1}`,
    videos: list,
    pdfs: [],
    exam: null,
    status: 'free',
    exam_duration: 0,
  }));

describe('course access', () => {
  it('is subscribed when the course says so or this page subscribed; else free or unsubscribed by status', () => {
    expect(courseAccess({ is_subscribed: true, status: { value: 'paid', title: '' } })).toBe('subscribed');
    expect(courseAccess({ is_subscribed: false, status: { value: 'paid', title: '' } }, true)).toBe('subscribed');
    expect(courseAccess({ is_subscribed: false, status: { value: 'free', title: '' } })).toBe('free');
    expect(courseAccess({ is_subscribed: false, status: { value: 'paid', title: '' } })).toBe('unsubscribed');
  });

  it('opens only free lessons unless subscribed', () => {
    expect(lessonOpen('free', 'unsubscribed')).toBe(true);
    expect(lessonOpen('locked', 'unsubscribed')).toBe(false);
    expect(lessonOpen('locked', 'free')).toBe(false);
    expect(lessonOpen('locked', 'subscribed')).toBe(true);
  });
});

describe('watched marks and progress', () => {
  it('marks one video watched and leaves the rest as they were', () => {
    const before = sections([video(1, false), video(2, false)], [video(3, false)]);
    const after = markVideoWatched(before, 2);
    expect(after[0]?.videos.map((v) => v.view)).toEqual([false, true]);
    expect(after[1]).toBe(before[1]);
    expect(markVideoWatched(after, 2)).toBe(after);
  });

  it('is the rounded share of watched videos, null without videos', () => {
    expect(watchedProgress(sections([video(1, true), video(2, false), video(3, false)]))).toBe(33);
    expect(watchedProgress(sections([]))).toBeNull();
  });
});

describe('continue where you left off', () => {
  const none = () => false;
  const list = sections([video(1, true), video(2, false)], [video(3, false), video(4, false, 'locked')]);

  it('is the last video opened while it is unfinished (a kept position or not yet watched)', () => {
    expect(continueLesson(list, 'free', 2, none)?.id).toBe(2);
    expect(continueLesson(list, 'free', 1, (id) => id === 1)?.id).toBe(1);
  });

  it('moves on to the next unwatched video once the last one is finished', () => {
    expect(continueLesson(list, 'free', 1, none)?.id).toBe(2);
    const watched = sections([video(1, true), video(2, true)], [video(3, false)]);
    expect(continueLesson(watched, 'free', 2, none)?.id).toBe(3);
  });

  it('starts at the first unwatched video when nothing was opened, and skips what cannot be opened', () => {
    expect(continueLesson(list, 'free', null, none)?.id).toBe(2);
    const locked = sections([video(1, false, 'locked')], [video(2, false)]);
    expect(continueLesson(locked, 'unsubscribed', null, none)?.id).toBe(2);
    expect(continueLesson(locked, 'subscribed', null, none)?.id).toBe(1);
  });

  it('is nothing when every video that can be opened is watched', () => {
    expect(continueLesson(sections([video(1, true)], [video(2, false, 'locked')]), 'free', 1, none)).toBeNull();
  });
});

describe('tabs in the URL', () => {
  it('shows content only when not subscribed', () => {
    expect(courseTabs('unsubscribed')).toEqual(['overview', 'content', 'reviews', 'lectures']);
    expect(courseTabs('subscribed')).toEqual(['overview', 'reviews', 'lectures']);
  });

  it('reads the tab the URL names, the overview when it names none or one the page does not show', () => {
    expect(tabFromSearch('tab=reviews', 'free')).toBe('reviews');
    expect(tabFromSearch('', 'free')).toBe('overview');
    expect(tabFromSearch('tab=nope', 'free')).toBe('overview');
    expect(tabFromSearch('tab=content', 'subscribed')).toBe('overview');
  });

  it('writes the tab and keeps the other parameters; the overview is no parameter', () => {
    expect(searchWithTab('ref=home', 'reviews')).toBe('ref=home&tab=reviews');
    expect(searchWithTab('tab=reviews&ref=home', 'overview')).toBe('ref=home');
  });
});
