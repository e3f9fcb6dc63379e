import { tokenStore } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKER_POLICY as ALLOWED, TRUSTED_TYPES_POLICY } from '../../scripts/security-policy.mjs';
import { PERSONAL_CACHE } from './names';
import { keepPersonalReadsToTheirStudent } from './personal';
import { noteReadPage, readPagesIn } from './readPages';
import { WORKER_POLICY } from './register';

describe("the worker's Trusted Types policy", () => {
  it('is the one the page’s policy allows beside the sanitizer’s', () => {
    expect(WORKER_POLICY).toBe(ALLOWED);
    expect(WORKER_POLICY).not.toBe(TRUSTED_TYPES_POLICY);
  });
});

describe("a student's kept reads", () => {
  const deleted: string[] = [];
  let stop = () => {};
  beforeEach(() => {
    deleted.length = 0;
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('go on logout, when another student signs in, and at a start after a change made elsewhere', async () => {
    tokenStore.set('token-of-a');
    stop = keepPersonalReadsToTheirStudent();
    // The first start notes whose they are, forgetting what was kept with no owner noted.
    await vi.waitFor(() => expect(localStorage.getItem('dars.offlineOwner')).toMatch(/^[0-9a-f]{24}$/));
    deleted.length = 0;

    noteReadPage('/faq', 'en');
    tokenStore.set('token-of-b');
    await vi.waitFor(() => expect(deleted).toEqual([PERSONAL_CACHE]));
    // The pages listed as readable offline went with them.
    expect(readPagesIn('en')).toEqual([]);
    tokenStore.clear();
    await vi.waitFor(() => expect(deleted).toEqual([PERSONAL_CACHE, PERSONAL_CACHE]));
    stop();

    // Signed in elsewhere while this page was away: the next start finds another owner.
    deleted.length = 0;
    localStorage.setItem('token', 'token-of-c');
    stop = keepPersonalReadsToTheirStudent();
    await vi.waitFor(() => expect(deleted).toEqual([PERSONAL_CACHE]));
    // The owner noted is a digest, never the token.
    expect(localStorage.getItem('dars.offlineOwner')).not.toContain('token-of-c');
  });

  it('stay for the same student', async () => {
    tokenStore.set('token-of-a');
    stop = keepPersonalReadsToTheirStudent();
    await vi.waitFor(() => expect(localStorage.getItem('dars.offlineOwner')).toBeTruthy());
    stop();
    deleted.length = 0;
    stop = keepPersonalReadsToTheirStudent();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deleted).toEqual([]);
  });
});

describe('the pages listed as readable offline', () => {
  afterEach(() => localStorage.clear());

  it('are the public pages of a fixed address read, newest first, once each, per language, six at most', () => {
    for (const path of ['/faq', '/courses', '/profile', '/single_course/python', '/nowhere', '/faq'])
      noteReadPage(path, 'en');
    noteReadPage('/about', 'ar');
    expect(readPagesIn('en')).toEqual([
      { path: '/faq', title: 'title.faq' },
      { path: '/courses', title: 'title.courses' },
    ]);
    expect(readPagesIn('ar').map((p) => p.path)).toEqual(['/about']);
    for (const path of ['/', '/home', '/instructors', '/departments', '/packages', '/contact', '/about'])
      noteReadPage(path, 'en');
    expect(readPagesIn('en').map((p) => p.path)).toEqual([
      '/about',
      '/contact',
      '/packages',
      '/departments',
      '/instructors',
      '/home',
    ]);
  });

  it('ignore what storage holds that is not such a page', () => {
    localStorage.setItem(
      'dars.offlinePages',
      JSON.stringify([
        { path: 'javascript:alert(1)', lang: 'en' },
        { path: '/faq', lang: 'fr' },
        7,
        { path: '/faq', lang: 'en' },
      ]),
    );
    expect(readPagesIn('en').map((p) => p.path)).toEqual(['/faq']);
    localStorage.setItem('dars.offlinePages', '{not json');
    expect(readPagesIn('en')).toEqual([]);
  });
});
