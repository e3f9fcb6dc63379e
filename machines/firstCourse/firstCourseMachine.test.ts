import { ApiError } from '@dars/api';
import { server } from '@dars/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { controlled, describeModelPaths, done, failed, lastOf, type ModelEvent } from '../testing';
import { firstCourseMachine, firstCourseView } from './firstCourseMachine';

function start() {
  const loadFirstCourse = controlled<string | null>();
  const logFailure = vi.fn();
  const actor = createActor(
    firstCourseMachine.provide({
      actors: { loadFirstCourse: loadFirstCourse.logic },
      actions: { logFailure: (_, params) => logFailure(params.error) },
    }),
  ).start();
  const view = () => firstCourseView(actor.getSnapshot());
  return { actor, loadFirstCourse, logFailure, view, settle: { loadFirstCourse } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('firstCourseMachine', () => {
  it('asks for the catalogue once, then shows its first course', async () => {
    const { actor, loadFirstCourse, view } = start();
    expect(view()).toBe('loading');
    expect(loadFirstCourse.calls).toHaveLength(1);
    await loadFirstCourse.resolve('javascript-essentials');
    expect(view()).toBe('found');
    expect(actor.getSnapshot().context.slug).toBe('javascript-essentials');
  });

  it('an empty catalogue is "no course", not a failure: nothing is logged', async () => {
    const { actor, loadFirstCourse, logFailure, view } = start();
    await loadFirstCourse.resolve(null);
    expect(view()).toBe('none');
    expect(actor.getSnapshot().context.slug).toBeNull();
    expect(logFailure).not.toHaveBeenCalled();
  });

  it('a failed call is the red line, logged; the retry asks again', async () => {
    const { actor, loadFirstCourse, logFailure, view } = start();
    const error = new ApiError('http', { status: 500 });
    await loadFirstCourse.reject(error);
    expect(view()).toBe('failed');
    expect(logFailure).toHaveBeenCalledWith(error);
    actor.send({ type: 'course.retry' });
    expect(view()).toBe('loading');
    expect(loadFirstCourse.calls).toHaveLength(2);
    await loadFirstCourse.resolve('git-and-github');
    expect(view()).toBe('found');
  });
});

describe('firstCourseMachine against a server', () => {
  it("takes the first course of the catalogue's first page, as the listing asks for it", async () => {
    // A real call: msw answers it on real time.
    vi.useRealTimers();
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/courses', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [{ slug: 'not-the-demo-course' }, { slug: 'python-for-beginners' }],
          paginate: { last_page: 1 },
        });
      }),
    );
    const actor = createActor(firstCourseMachine).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(firstCourseView(actor.getSnapshot())).toBe('found');
    expect(actor.getSnapshot().context.slug).toBe('not-the-demo-course');
    expect(asked).toEqual(['?per_page=20&page=1']);
  });
});

describeModelPaths(firstCourseMachine, {
  events: [
    done('loadFirstCourse', 'javascript-essentials'),
    done('loadFirstCourse', null),
    failed('loadFirstCourse', new ApiError('network')),
    { type: 'course.retry' },
  ],
  serialize: (s) => JSON.stringify(s.value),
  start,
  expectStates: ['"loading"', '"found"', '"none"', '"failed"'],
  check: (sut, _expected, steps: ModelEvent[]) => {
    // What the routes show follows the catalogue's last answer (a retry shows the skeleton again); the
    // link goes to the course it listed first.
    const last = lastOf(
      steps,
      'xstate.done.actor.loadFirstCourse',
      'xstate.error.actor.loadFirstCourse',
      'course.retry',
    );
    const shown =
      last?.type === 'xstate.done.actor.loadFirstCourse'
        ? last.output === null
          ? 'none'
          : 'found'
        : last?.type === 'xstate.error.actor.loadFirstCourse'
          ? 'failed'
          : 'loading';
    expect({ view: firstCourseView(sut.actor.getSnapshot()), slug: sut.actor.getSnapshot().context.slug }).toEqual({
      view: shown,
      slug: shown === 'found' ? 'javascript-essentials' : null,
    });
    // Logged once per failed answer, never for an empty catalogue.
    expect(sut.logFailure.mock.calls).toEqual(
      steps.filter((s) => s.type.startsWith('xstate.error')).map((s) => [s.error]),
    );
    // One call at the start and one per retry.
    expect(sut.loadFirstCourse.calls).toHaveLength(1 + steps.filter((s) => s.type === 'course.retry').length);
  },
});
