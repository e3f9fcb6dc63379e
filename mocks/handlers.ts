import { HttpResponse, http } from 'msw';
import { appInfo } from './data/info.ts';
import { langOf } from './lang.ts';
import { DEMO_API_MARKER } from './marker.ts';

/** Matches the path on any origin: the page's own (demo app, Storybook) or a test's. */
export const api = (path: string) => `*/api/v1/${path}`;

const demoHeaders = { 'x-dars-demo': DEMO_API_MARKER };

/** Every /api/v1 handler of the demo backend. */
export const handlers = [
  http.get(api('info'), ({ request }) =>
    HttpResponse.json({ success: true, data: appInfo[langOf(request)] }, { headers: demoHeaders }),
  ),
];
