import type { Section } from '@dars/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { learnerKey, rememberLearner } from '../learner';
import { curriculumOf } from './curriculum';
import { lessonMemory } from './lessonMemory';

const section = (over: Partial<Section> = {}): Section => ({
  id: 1,
  title: 'Basics',
  status: 'paid',
  exam_duration: 10,
  videos: [
    {
      id: 11,
      title: 'Free',
      path: 'https://api.example/v/11.webm',
      duration: '00:04:00',
      status_value: 'free',
      view: true,
      captions: null,
    },
    { id: 12, title: 'Locked', path: '', duration: '00:05:00', status_value: 'locked', view: false, captions: null },
    {
      id: 13,
      title: 'Hostile',
      path: 'javascript:alert(1)',
      duration: '00:05:00',
      status_value: 'free',
      view: false,
      captions: null,
    },
  ],
  pdfs: [
    { id: 21, title: 'Notes', path: 'https://api.example/p/21.pdf', status: 'free', duration: '00:10:00' },
    { id: 22, title: 'Data', path: 'data:text/html,<script>1</script>', status: 'free', duration: '00:10:00' },
    { id: 23, title: 'Paid', path: '', status: 'locked', duration: '00:10:00' },
  ],
  exam: { id: 31, view: false },
  ...over,
});

describe('curriculumOf', () => {
  const items = (sections: Section[], access: 'unsubscribed' | 'subscribed', extra = {}) =>
    curriculumOf(sections, { access, courseId: 4, examTitle: 'Unit exam', ...extra })[0]?.items ?? [];

  it('opens free lessons for a learner not subscribed, and locks the rest', () => {
    const shown = items([section()], 'unsubscribed');
    expect(shown.filter((i) => i.kind === 'video').map((i) => [i.id, i.locked])).toEqual([
      [11, false],
      [12, true],
      [13, true],
    ]);
    expect(shown.find((i) => i.kind === 'exam')).toMatchObject({ locked: true, href: '/single_course/4/exam/31' });
  });

  it('never makes a link of a javascript: or data: path, and links http(s) PDFs', () => {
    const pdfs = items([section()], 'subscribed').filter((i) => i.kind === 'pdf');
    expect(pdfs.map((i) => (i.kind === 'pdf' ? i.href : null))).toEqual(['https://api.example/p/21.pdf', null, null]);
  });

  it('opens everything with an address for a subscribed learner, marks the current video, and lists only videos for the lectures tab', () => {
    const shown = items([section()], 'subscribed', { currentVideoId: 11 });
    expect(shown.find((i) => i.id === 12)).toMatchObject({ locked: true });
    expect(shown.find((i) => i.id === 11)).toMatchObject({ locked: false, current: true, watched: true });
    expect(shown.find((i) => i.kind === 'exam')).toMatchObject({ locked: false });
    // With the course's slug, the exam link carries it: the exam reads its section's duration through it.
    expect(
      items([section()], 'subscribed', { courseSlug: 'python basics' }).find((i) => i.kind === 'exam'),
    ).toMatchObject({
      href: '/single_course/4/exam/31?course=python%20basics',
    });
    expect(items([section()], 'subscribed', { videosOnly: true }).every((i) => i.kind === 'video')).toBe(true);
  });

  it('leaves out a section with nothing to show', () => {
    expect(
      curriculumOf([section({ videos: [], pdfs: [], exam: null })], { access: 'free', courseId: 4, examTitle: '' }),
    ).toEqual([]);
  });
});

describe('lessonMemory', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a position per user and video, and forgets it near the end', () => {
    const amal = lessonMemory('amal@example.com');
    amal.savePosition(5, 42.7, 300);
    expect(amal.positionOf(5)).toBe(42);
    expect(lessonMemory('omar@example.com').positionOf(5)).toBe(0);
    amal.savePosition(5, 298, 300);
    expect(amal.hasPosition(5)).toBe(false);
    amal.savePosition(5, 60, 300);
    amal.clearPosition(5);
    expect(amal.positionOf(5)).toBe(0);
  });

  it('remembers the last lesson opened per course', () => {
    const memory = lessonMemory('visitor');
    expect(memory.lastLesson(3)).toBeNull();
    memory.rememberLesson(3, 77);
    expect(memory.lastLesson(3)).toBe(77);
    expect(memory.lastLesson(4)).toBeNull();
  });

  it("takes a reloaded page's student for the one last seen with the same token until the profile comes", () => {
    expect(learnerKey(null, null)).toBe('visitor');
    expect(learnerKey('token-a', null)).toBe('student');
    expect(learnerKey('token-a', ' Amal@Example.com ')).toBe('amal@example.com');
    rememberLearner('token-a', 'Amal@Example.com');
    // The next page load, before the profile: the same token is Amal's, so her position is found.
    lessonMemory(learnerKey('token-a', 'amal@example.com')).savePosition(5, 42, 300);
    expect(lessonMemory(learnerKey('token-a', undefined)).positionOf(5)).toBe(42);
    // Another token (another student signed in since) is nobody's yet, and the key does not hold the token.
    expect(learnerKey('token-b', null)).toBe('student');
    expect(learnerKey(null, null)).toBe('visitor');
    expect(localStorage.getItem('dars.lessonOwner')).not.toContain('token-a');
    // Nothing is kept without both a token and an e-mail.
    rememberLearner(null, 'omar@example.com');
    rememberLearner('token-b', '');
    expect(learnerKey('token-a', null)).toBe('amal@example.com');
  });
});
