// @vitest-environment node
/** The demo student's lists give every paged screen something real to show. */
import * as api from '@dars/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STUDENT, resetDemoStore } from './index.ts';

const BASE = 'http://demo.test';
let token: string | null = null;
let lang: 'ar' | 'en' = 'en';

beforeEach(async () => {
  resetDemoStore();
  token = null;
  lang = 'en';
  api.resetApiConfig();
  api.configureApi({ baseUrl: BASE, getLang: () => lang, getToken: () => token, infoPassword: null, getRetries: 0 });
  token = (await api.login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).token;
});

describe('the demo student’s lists', () => {
  it('has at least five unfinished courses with varied progress, so the home strip pages at four a view', async () => {
    const unfinished = await api.getNotCompletedCourses();
    expect(unfinished.length).toBeGreaterThanOrEqual(5);
    expect(new Set(unfinished.map((c) => c.progress)).size).toBeGreaterThanOrEqual(4);
    const mine = (await api.getMyCourses(1)).items;
    expect(mine.filter((c) => c.progress === 100).length).toBeGreaterThanOrEqual(2);
    expect(mine.every((c) => c.is_subscribed)).toBe(true);
  });

  it('has a few favourites', async () => {
    const favourites = (await api.getMyFavorites(1)).items;
    expect(favourites.length).toBeGreaterThanOrEqual(3);
    expect(favourites.every((c) => c.is_favorite)).toBe(true);
  });

  it('has certificates: one without an issue date, the others dated, each with an http(s) link', async () => {
    const page = await api.getMyCertificates(1);
    expect(page.lastPage).toBe(1);
    expect(page.items.filter((c) => c.created_at === null)).toHaveLength(1);
    expect(page.items.filter((c) => c.created_at !== null).length).toBeGreaterThanOrEqual(2);
    for (const c of page.items) expect(c.certificate).toMatch(/^https?:\/\//);
  });

  it('search finds courses across more than one page of 20 in both languages (ال, in)', async () => {
    for (const [language, term] of [
      ['ar', 'ال'],
      ['en', 'in'],
    ] as const) {
      lang = language;
      const first = await api.searchCourses(term, 1);
      expect(first.items).toHaveLength(20);
      expect(first.lastPage).toBe(2);
      const second = await api.searchCourses(term, 2);
      expect(second.items.length).toBeGreaterThan(0);
      expect(second.items.map((c) => c.id)).not.toContain(first.items[0]?.id);
    }
  });
});
