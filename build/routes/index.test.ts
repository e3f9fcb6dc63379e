import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../root';
import { paramPageFile, SCREEN_LIST, screenModules } from './index';

describe('the screens as the build reads them', () => {
  it("names every screen's module as its loader loads it (one module for the six policies)", async () => {
    const modules = await screenModules();
    expect(Object.keys(modules)).toEqual(SCREEN_LIST.map((s) => s.id));
    expect(modules.home).toBe('app/screens/Home/HomeScreen.tsx');
    expect(modules.privacy).toBe('app/screens/Policy/PolicyScreen.tsx');
    expect(modules.terms).toBe(modules.privacy);
    for (const file of Object.values(modules)) expect(existsSync(fromRoot(file)), file).toBe(true);
  }, 30_000);

  it('reads the registry and the early calls as modules: paths, the student-only flag, the calls', () => {
    const course = SCREEN_LIST.find((s) => s.id === 'course');
    expect(course?.paths).toEqual(['/single_course/:slug', '/single-course/:slug']);
    expect(course?.early?.calls[0]).toBe('courses/:slug');
    expect(SCREEN_LIST.find((s) => s.id === 'cart')?.studentOnly).toBe(true);
    expect(SCREEN_LIST.find((s) => s.id === 'login')?.studentOnly).toBe(false);
    expect(paramPageFile('course')).toBe('_pages/course.html');
  });
});
