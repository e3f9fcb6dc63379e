import { server } from '@dars/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, getApiConfig, requestJson } from './client';
import { retryingReads, savedCopies } from './savedCopies';

afterEach(() => {
  savedCopies.oldest = null;
  savedCopies.listeners.clear();
});

describe('the kept copies a page is answered with', () => {
  it('keeps the oldest one’s time, and tells only when it moves back', () => {
    const heard: (string | null)[] = [];
    savedCopies.listeners.add(() => heard.push(savedCopies.oldest));
    savedCopies.note('2026-11-21T10:00:00.000Z');
    savedCopies.note('2026-11-22T10:00:00.000Z');
    savedCopies.note('2026-11-20T08:00:00.000Z');
    expect(savedCopies.oldest).toBe('2026-11-20T08:00:00.000Z');
    expect(heard).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-20T08:00:00.000Z']);
  });
});

describe('reads tried again on a weak connection', () => {
  let before: ReturnType<typeof getApiConfig>;
  beforeEach(() => {
    before = { ...getApiConfig() };
    configureApi({ getRetries: 2 });
  });
  afterEach(() => {
    configureApi(before);
    retryingReads.count = 0;
    retryingReads.listeners.clear();
  });

  it('a GET that gets no answer is tried again after a pause, the page hearing it is retrying until the read ends', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/faqs', () =>
        calls++ === 0 ? HttpResponse.error() : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const heard: number[] = [];
    retryingReads.listeners.add(() => heard.push(retryingReads.count));
    await expect(requestJson('faqs')).resolves.toEqual({ success: true, data: [] });
    expect(calls).toBe(2);
    expect(heard).toEqual([1, 0]);
  });

  it('a read that never gets an answer fails after its tries, and the page stops saying it is retrying', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/faqs', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const heard: number[] = [];
    retryingReads.listeners.add(() => heard.push(retryingReads.count));
    await expect(requestJson('faqs')).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(3);
    expect(heard).toEqual([1, 0]);
  });

  it('a write is never sent twice: no retry, nothing said', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/v1/contact-us', () => {
        posts += 1;
        return HttpResponse.error();
      }),
    );
    await expect(requestJson('contact-us', { method: 'post', json: {} })).rejects.toMatchObject({ kind: 'network' });
    expect(posts).toBe(1);
    expect(retryingReads.count).toBe(0);
  });
});
