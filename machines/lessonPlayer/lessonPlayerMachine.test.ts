import { ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectionLine, controlled, delayed, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import {
  LESSON_PLAYER_DELAYS,
  type LessonVideo,
  type LessonView,
  lessonPlayerMachine,
  lessonView,
} from './lessonPlayerMachine';

const fresh: LessonVideo = { id: 5, title: 'Loops', path: '/v/5.webm', captions: null, view: false };
const watched: LessonVideo = { ...fresh, id: 6, view: true };
const open = (video: LessonVideo, over: Partial<{ locked: boolean; startAt: number; record: boolean }> = {}) =>
  ({ type: 'lesson.open', video, locked: false, startAt: 0, record: true, ...over }) as const;

function start() {
  const loadPlayer = controlled<void, unknown>();
  const recordView = controlled<{ progress: number | null }, { videoId: number }>();
  const connection = connectionLine();
  const spies = {
    rememberLesson: vi.fn(),
    savePosition: vi.fn(),
    clearPosition: vi.fn(),
    viewed: vi.fn(),
    logFailure: vi.fn(),
  };
  const actor = createActor(
    lessonPlayerMachine.provide({
      actors: { loadPlayer: loadPlayer.logic, recordView: recordView.logic, connection: connection.logic },
      actions: {
        rememberLesson: (_, p) => spies.rememberLesson(p.videoId),
        savePosition: (_, p) => spies.savePosition(p),
        clearPosition: (_, p) => spies.clearPosition(p.videoId),
        viewed: (_, p) => spies.viewed(p),
        logFailure: (_, p) => spies.logFailure(p.error),
      },
    }),
  ).start();
  const view = () => lessonView(actor.getSnapshot());
  return { actor, loadPlayer, recordView, connection, spies, view, settle: { loadPlayer, recordView } };
}

/** Opens `video` and lets the player's code arrive. */
async function opened(video: LessonVideo = fresh, over = {}) {
  const sut = start();
  sut.actor.send(open(video, over));
  await sut.loadPlayer.resolve(undefined as never);
  return sut;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lessonPlayerMachine', () => {
  it('a locked lesson does nothing when activated', () => {
    const { actor, loadPlayer, spies, view } = start();
    actor.send(open(fresh, { locked: true }));
    expect(view()).toBe('closed');
    expect(loadPlayer.calls).toHaveLength(0);
    expect(spies.rememberLesson).not.toHaveBeenCalled();
  });

  it('opening loads the player, then shows it at the kept position, and remembers the lesson', async () => {
    const { actor, loadPlayer, spies, view } = start();
    actor.send(open(fresh, { startAt: 42 }));
    expect(view()).toBe('opening');
    expect(spies.rememberLesson).toHaveBeenCalledWith(5);
    await loadPlayer.resolve(undefined as never);
    expect(view()).toBe('open');
    expect(actor.getSnapshot().context.startAt).toBe(42);
  });

  it("the player's code failing to load shows a retry that loads it again", async () => {
    const { actor, loadPlayer, view } = start();
    actor.send(open(fresh));
    await loadPlayer.reject(new Error('chunk'));
    expect(view()).toBe('failed');
    actor.send({ type: 'lesson.retry' });
    expect(view()).toBe('opening');
    expect(loadPlayer.calls).toHaveLength(2);
  });

  it('records the view once, the first time the video plays, and reports the new progress', async () => {
    const { actor, recordView, spies } = await opened();
    actor.send({ type: 'player.playing' });
    expect(recordView.calls.map((c) => c.input)).toEqual([{ videoId: 5 }]);
    await recordView.resolve({ progress: 40 });
    expect(spies.viewed).toHaveBeenCalledWith({ videoId: 5, progress: 40 });
    actor.send({ type: 'player.paused' });
    actor.send({ type: 'player.playing' });
    expect(recordView.calls).toHaveLength(1);
    // Opened again on this page: still recorded once.
    actor.send(open(fresh));
    actor.send({ type: 'player.playing' });
    expect(recordView.calls).toHaveLength(1);
  });

  it('records nothing for a video already watched, or for a visitor', async () => {
    const again = await opened(watched);
    again.actor.send({ type: 'player.playing' });
    expect(again.recordView.calls).toHaveLength(0);
    const visitor = await opened(fresh, { record: false });
    visitor.actor.send({ type: 'player.playing' });
    expect(visitor.recordView.calls).toHaveLength(0);
  });

  it('a failed recording does not stop playback and is tried once more after the named delay', async () => {
    const { actor, recordView, spies, view } = await opened();
    actor.send({ type: 'player.playing' });
    await recordView.reject(new ApiError('network'));
    expect(view()).toBe('open');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(LESSON_PLAYER_DELAYS.recordRetry - 1);
    expect(recordView.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(recordView.calls).toHaveLength(2);
    await recordView.resolve({ progress: null });
    expect(spies.viewed).toHaveBeenCalledWith({ videoId: 5, progress: null });
  });

  it('gives up after the retry fails too, logs it, and playback goes on', async () => {
    const { actor, recordView, spies, view } = await opened();
    actor.send({ type: 'player.playing' });
    await recordView.reject(new ApiError('http', { status: 500 }));
    await vi.advanceTimersByTimeAsync(LESSON_PLAYER_DELAYS.recordRetry);
    const error = new ApiError('http', { status: 503 });
    await recordView.reject(error);
    expect(spies.logFailure).toHaveBeenCalledWith(error);
    await vi.advanceTimersByTimeAsync(LESSON_PLAYER_DELAYS.recordRetry * 3);
    expect(recordView.calls).toHaveLength(2);
    expect(view()).toBe('open');
    expect(spies.viewed).not.toHaveBeenCalled();
  });

  it('offline, the view waits for the connection and is recorded once when it returns, whatever the player does', async () => {
    const { actor, recordView, connection, spies, view } = await opened();
    actor.send({ type: 'player.playing' });
    await recordView.reject(new ApiError('network'));
    await vi.advanceTimersByTimeAsync(LESSON_PLAYER_DELAYS.recordRetry);
    await recordView.reject(new ApiError('network'));
    // No answer twice: nothing more is tried, however long, until the browser is back online.
    expect(connection.listening).toBe(1);
    actor.send({ type: 'player.paused' });
    actor.send({ type: 'player.playing' });
    await vi.advanceTimersByTimeAsync(LESSON_PLAYER_DELAYS.recordRetry * 10);
    expect(recordView.calls).toHaveLength(2);
    expect(view()).toBe('open');
    connection.back();
    expect(recordView.calls).toHaveLength(3);
    expect(connection.listening).toBe(0);
    // Back online but the call goes unanswered again: it waits for the next time.
    await recordView.reject(new ApiError('network'));
    expect(connection.listening).toBe(1);
    connection.back();
    connection.back();
    expect(recordView.calls).toHaveLength(4);
    await recordView.resolve({ progress: 60 });
    expect(spies.viewed.mock.calls).toEqual([[{ videoId: 5, progress: 60 }]]);
    expect(spies.logFailure).not.toHaveBeenCalled();
    connection.back();
    expect(recordView.calls).toHaveLength(4);
  });

  it('keeps the position as it plays and drops it when the video ends', async () => {
    const { actor, spies } = await opened();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'player.progress', seconds: 30, duration: 200 });
    expect(spies.savePosition).toHaveBeenCalledWith({ videoId: 5, seconds: 30, duration: 200 });
    actor.send({ type: 'player.ended' });
    expect(spies.clearPosition).toHaveBeenCalledWith(5);
  });

  it('closing hides the player and forgets the lesson', async () => {
    const { actor, view } = await opened();
    actor.send({ type: 'lesson.close' });
    expect(view()).toBe('closed');
    expect(actor.getSnapshot().context.video).toBeNull();
  });
});

type Sut = ReturnType<typeof start>;
const recordState = (s: { value: unknown }) => {
  const value = s.value as { open?: { record?: string; playback?: string } } | string;
  return typeof value === 'string' ? value : `record:${value.open?.record}`;
};

describeModelPaths(lessonPlayerMachine, {
  events: [
    open(fresh) as unknown as ModelEvent,
    open(fresh, { locked: true }) as unknown as ModelEvent,
    done('loadPlayer'),
    failed('loadPlayer', new Error('chunk')),
    { type: 'lesson.retry' },
    { type: 'player.playing' },
    { type: 'player.ended' },
    done('recordView', { progress: 50 }),
    failed('recordView', new ApiError('network')),
    failed('recordView', new ApiError('http', { status: 500 })),
    { type: 'connection.back' },
    delayed('recordRetry', 'lessonPlayer.open.record.waiting'),
    { type: 'lesson.close' },
  ],
  // Once open, re-opening is covered by the unit tests: keep the paths few.
  allow: (s, e) => !(e.type === 'lesson.open' && !s.matches('closed')),
  serialize: (s) => `${JSON.stringify(s.value)}|${s.context.attempt}|${s.context.recorded.length}`,
  start,
  cover: recordState,
  expectStates: [
    'closed',
    'opening',
    'loadFailed',
    'record:idle',
    'record:recording',
    'record:waiting',
    'record:recorded',
    'record:gaveUp',
    'record:offline',
  ],
  check: (sut: Sut, _expected, steps: ModelEvent[]) => {
    const seen = whatTheUserSees(steps);
    // What the lesson area shows.
    expect(lessonView(sut.actor.getSnapshot())).toBe(seen.view);
    // The player's code loaded per open (a locked lesson loads nothing) and per retry; the lesson
    // remembered; the view recorded once, tried once more after a failure; the page told of a recorded
    // view, the failure logged when the retry failed too; the position dropped when the video ended.
    expect(sut.loadPlayer.calls).toHaveLength(seen.loads);
    expect(sut.spies.rememberLesson.mock.calls).toEqual(seen.remembered.map((id) => [id]));
    expect(sut.recordView.calls.map((c) => c.input)).toEqual(Array(seen.records).fill({ videoId: 5 }));
    expect(sut.spies.viewed.mock.calls).toEqual(seen.viewed ? [[{ videoId: 5, progress: 50 }]] : []);
    expect(sut.spies.logFailure.mock.calls).toEqual(seen.logged.map((error) => [error]));
    expect(sut.spies.clearPosition.mock.calls).toEqual(Array(seen.ends).fill([5]));
    expect(sut.spies.savePosition).not.toHaveBeenCalled();
    // The connection is listened for only while a view waits for it.
    expect(sut.connection.listening).toBe(seen.waitsForConnection ? 1 : 0);
  },
});

/** An independent reading of the spec over the steps: what the lesson area shows, and what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let view: LessonView = 'closed';
  let playback: 'ready' | 'playing' | 'ended' = 'ready';
  let record: 'idle' | 'recording' | 'waiting' | 'offline' | 'recorded' | 'gaveUp' = 'idle';
  let attempt = 0;
  let viewed = false;
  const remembered: number[] = [];
  const logged: unknown[] = [];
  let [loads, records, ends] = [0, 0, 0];
  for (const e of steps) {
    if (e.type === 'lesson.open' && !e.locked) {
      [view, playback, record, attempt] = ['opening', 'ready', 'idle', 0];
      remembered.push((e.video as LessonVideo).id);
      loads += 1;
    } else if (e.type === 'lesson.close') view = 'closed';
    else if (e.type === 'xstate.done.actor.loadPlayer' && view === 'opening') view = 'open';
    else if (e.type === 'xstate.error.actor.loadPlayer' && view === 'opening') view = 'failed';
    else if (e.type === 'lesson.retry' && view === 'failed') [view, loads] = ['opening', loads + 1];
    else if (view !== 'open') continue;
    else if (e.type === 'player.playing') {
      playback = 'playing';
      // A fresh video is recorded as viewed once it really plays.
      if (record === 'idle' && !viewed) [record, records] = ['recording', records + 1];
    } else if (e.type === 'player.ended' && playback === 'playing') [playback, ends] = ['ended', ends + 1];
    else if (e.type === 'xstate.done.actor.recordView' && record === 'recording') [record, viewed] = ['recorded', true];
    else if (e.type === 'xstate.error.actor.recordView' && record === 'recording') {
      // No answer after the retry too (offline): it waits for the connection; a refusal is given up.
      const noAnswer = e.error instanceof ApiError && e.error.kind === 'network';
      record = attempt === 0 ? 'waiting' : noAnswer ? 'offline' : 'gaveUp';
      if (record === 'gaveUp') logged.push(e.error);
    } else if (e.type === 'connection.back' && record === 'offline') [record, records] = ['recording', records + 1];
    else if (e.type === 'xstate.after.recordRetry.lessonPlayer.open.record.waiting' && record === 'waiting')
      [record, attempt, records] = ['recording', 1, records + 1];
  }
  return {
    view,
    loads,
    remembered,
    records,
    viewed,
    logged,
    ends,
    waitsForConnection: view === 'open' && record === 'offline',
  };
}
