import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paramPages, paramPagesMiddleware } from './index';

function served(url: string, method = 'GET') {
  const req = { url, method } as IncomingMessage;
  paramPagesMiddleware([{ path: '/single_course/:slug', url: '/_pages/course.html' }])(
    req,
    {} as ServerResponse,
    () => {},
  );
  return req.url;
}

describe('the pages of routes with parameters, in the preview', () => {
  it('serves a course address the course page the build prerendered, the query kept', () => {
    expect(served('/single_course/python')).toBe('/_pages/course.html');
    expect(served('/single_course/python?tab=2')).toBe('/_pages/course.html?tab=2');
    expect(served('/single_course/python/lessons')).toBe('/single_course/python/lessons');
    expect(served('/single_course/python', 'POST')).toBe('/single_course/python');
  });

  it('lists the paths of the routes whose page the build holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dars-param-pages-'));
    expect(paramPages(dir)).toEqual([]);
    mkdirSync(join(dir, '_pages'));
    writeFileSync(join(dir, '_pages/course.html'), '');
    expect(paramPages(dir)).toEqual([
      { path: '/single_course/:slug', url: '/_pages/course.html' },
      { path: '/single-course/:slug', url: '/_pages/course.html' },
    ]);
  });
});
