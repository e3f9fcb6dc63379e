import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureLog, writeFailure } from './failureLog';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('failureLog', () => {
  it('writes a handled failure on the console of a development build, with its scope and part', () => {
    vi.stubEnv('DEV', true);
    const console_ = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('down');
    failureLog('home')(undefined, { error, what: 'instructors' });
    writeFailure('app info', error);
    expect(console_.mock.calls).toEqual([
      ['[home]', 'instructors', error],
      ['[app info]', error],
    ]);
  });

  it('writes nothing at all in a production build', () => {
    vi.stubEnv('DEV', false);
    const spies = (['error', 'warn', 'info', 'log', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    failureLog('home')(undefined, { error: new Error('down'), what: 'instructors' });
    writeFailure('app', new Error('down'));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
