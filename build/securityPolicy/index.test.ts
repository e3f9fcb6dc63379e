import { describe, expect, it } from 'vitest';
import { policyMeta } from './index';

describe('the policy meta', () => {
  it('is the first element of <head>, allowing the API origin', () => {
    const meta = policyMeta('https://api.example.com');
    expect(meta.injectTo).toBe('head-prepend');
    expect(meta.attrs?.['http-equiv']).toBe('Content-Security-Policy');
    expect(meta.attrs?.content).toContain("connect-src 'self' https://api.example.com;");
    expect(meta.attrs?.content).not.toContain('frame-ancestors');
    expect(policyMeta('').attrs?.content).toContain("connect-src 'self';");
  });
});
