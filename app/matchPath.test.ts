import { describe, expect, it } from 'vitest';
import { matchesPath, pathParams } from './matchPath';

describe('matchesPath', () => {
  it('matches a route by its segments, a parameter standing for one that is not empty', () => {
    expect(matchesPath('/single_course/:slug', '/single_course/python')).toBe(true);
    expect(matchesPath('/single_course/:slug', '/single_course/python/')).toBe(true);
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/cart', '/cart/')).toBe(true);
    expect(matchesPath('/single_course/:slug', '/single_course/a/b')).toBe(false);
    expect(matchesPath('/single_course/:slug', '/single-course/python')).toBe(false);
    expect(matchesPath('/single_course/:courseId/exam/:examId', '/single_course//exam/1')).toBe(false);
  });
});

describe('pathParams', () => {
  it('reads the parameters as the address spells them (percent-encoded), or null when it does not match', () => {
    expect(pathParams('/single_course/:courseId/exam/:examId', '/single_course/a%20b/exam/7/')).toEqual({
      courseId: 'a%20b',
      examId: '7',
    });
    expect(pathParams('/cart', '/cart')).toEqual({});
    expect(pathParams('/single_course/:slug', '/single_course/')).toBeNull();
    expect(pathParams('/cart', '/carts')).toBeNull();
  });
});
