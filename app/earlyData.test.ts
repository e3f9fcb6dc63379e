import { afterEach, describe, expect, it } from 'vitest';
import { earlyBody, earlyImage, forgetEarlyCalls, settleEarlyCalls } from './earlyData';

type EarlyWindow = { darsEarly?: unknown };

afterEach(() => {
  forgetEarlyCalls();
  delete (window as EarlyWindow).darsEarly;
});

describe('what boot fetched, as the first screen reads it', () => {
  it("the FAQ's body serves its page in its language until the first screen is on show", async () => {
    window.history.pushState({}, '', '/faq');
    const body = { success: true, data: [{ id: 1, question: 'سؤال', answer: '<p>جواب</p>' }] };
    (window as EarlyWindow).darsEarly = { lang: 'ar', body: Promise.resolve(body) };
    await settleEarlyCalls();
    expect(earlyBody('ar')).toEqual(body);
    // Another language, or another page: the screen asks the server.
    expect(earlyBody('en')).toBeUndefined();
    window.history.pushState({}, '', '/faqs');
    expect(earlyBody('ar')).toBeUndefined();
    window.history.pushState({}, '', '/faq');
    forgetEarlyCalls();
    expect(earlyBody('ar')).toBeUndefined();
  });

  it('a failed FAQ call (null) or none at all leaves nothing to show', async () => {
    window.history.pushState({}, '', '/faq');
    (window as EarlyWindow).darsEarly = { lang: 'ar', body: Promise.resolve(null) };
    await settleEarlyCalls();
    expect(earlyBody('ar')).toBeUndefined();
    (window as EarlyWindow).darsEarly = { lang: 'ar', body: Promise.reject(new Error('offline')) };
    await settleEarlyCalls();
    expect(earlyBody('ar')).toBeUndefined();
    delete (window as EarlyWindow).darsEarly;
    await settleEarlyCalls();
    expect(earlyBody('ar')).toBeUndefined();
  });

  it("a screen's preloaded picture serves the page it was asked on only", async () => {
    window.history.pushState({}, '', '/courses-page');
    (window as EarlyWindow).darsEarly = { lang: 'ar', image: Promise.resolve('https://cdn.example/a.webp') };
    await settleEarlyCalls();
    expect(earlyImage()).toBe('https://cdn.example/a.webp');
    window.history.pushState({}, '', '/home');
    expect(earlyImage()).toBeUndefined();
  });
});
