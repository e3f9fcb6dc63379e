import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../mocks/store.ts';
import { baseUrl, journeys } from './support';

// The demo's state starts from its seed in each test (one subscribes the demo student).
const { open } = journeys();

const call = async (path: string, init: RequestInit & { token?: string; lang?: string } = {}) => {
  const { token, lang = 'en', ...rest } = init;
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, {
    ...rest,
    headers: {
      lang,
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers ?? {}),
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads loose JSON replies.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

/** The raw answer, as the wire carries it (node:http does not decompress). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${baseUrl()}/api/v1/${path}`, { headers: { lang: 'ar', Accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the demo API on the preview server', () => {
  it('compresses its JSON answers as deploy/nginx.conf does: gzip when asked, from 256 bytes', async () => {
    const path = 'courses?per_page=20&page=1';
    const plain = await raw(path, {});
    const packed = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(packed.body).equals(plain.body)).toBe(true);
    // A short answer goes as it is.
    const short = await raw('courses/no-such-course', { 'Accept-Encoding': 'gzip' });
    expect(short.body.length).toBeLessThan(256);
    expect(short.headers['content-encoding']).toBeUndefined();
  });

  it('keeps what a student changes across requests, as a real backend would', async () => {
    const login = await call('login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const course = (await call('courses?status=free')).body.data.find(
      (c: { is_subscribed: boolean }) => !c.is_subscribed,
    );
    const before = (await call('profile/my-courses?per_page=20&page=1', { token })).body.data.length;
    expect((await call(`courses/${course.id}/subscribe`, { method: 'POST', token })).status).toBe(200);
    const after = await call('profile/my-courses?per_page=20&page=1', { token });
    expect(after.body.data.length).toBe(before + 1);
    expect((await call(`courses/${course.slug}`, { token })).body.data.is_subscribed).toBe(true);
  });

  it('answers in Arabic and English, refuses a student call without a token, 404s an unknown slug', async () => {
    const ar = await call('courses', { lang: 'ar' });
    const en = await call('courses', { lang: 'en' });
    expect(ar.body.data[0].title).not.toBe(en.body.data[0].title);
    expect((await call('notifications')).status).toBe(401);
    expect((await call('courses/no-such-course')).status).toBe(404);
  });

  it('serves demo clips that really play in Chromium, with byte ranges for seeking', async () => {
    const ranged = await fetch(`${baseUrl()}/demo-media/videos/clip-1.webm`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const { page } = await open();
    await page.goto(`${baseUrl()}/no-such-page`);
    const played = await page.evaluate(async (src) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = src;
      document.body.append(video);
      await video.play();
      // Playing: its clock passes 0.2 s. Waited for by the clock itself, not a fixed pause: a busy machine
      // starts the decoder late. Bounded, so a clip that stalls is reported with the time it reached.
      await new Promise<void>((resolve) => {
        const bound = setTimeout(resolve, 10_000);
        video.addEventListener('timeupdate', () => {
          if (video.currentTime > 0.2) {
            clearTimeout(bound);
            resolve();
          }
        });
      });
      return { time: video.currentTime, duration: video.duration, width: video.videoWidth };
    }, `${baseUrl()}/demo-media/videos/clip-2.webm`);
    expect(played.time).toBeGreaterThan(0.2);
    expect(played.duration).toBeGreaterThan(5);
    expect(played.width).toBe(640);
  });

  it('draws images on the fly and serves the PDFs', async () => {
    const cover = await fetch(`${baseUrl()}/demo-media/covers/react-from-zero.svg`);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(await cover.text()).toContain('<svg');
    const pdf = await fetch(`${baseUrl()}/demo-media/pdfs/lesson-1.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
