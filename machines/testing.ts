/**
 * Test helpers for the machines (used by *.test.ts only): promise actors the test settles by hand,
 * and a model-based path runner over xstate/graph's TestModel.
 */
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';

/** Lets pending promises and zero-delay timers run (fake timers must be on). */
export const flush = () => vi.advanceTimersByTimeAsync(0);

export interface Controlled<TOutput, TInput> {
  logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  calls: { input: TInput; resolve: (value: TOutput) => void; reject: (error: unknown) => void }[];
  resolve: (value: TOutput) => Promise<void>;
  reject: (error: unknown) => Promise<void>;
}

/** A promise actor whose every invocation waits until the test resolves or rejects it. */
export function controlled<TOutput, TInput = unknown>(): Controlled<TOutput, TInput> {
  const calls: Controlled<TOutput, TInput>['calls'] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call under way');
    return call;
  };
  return {
    logic,
    calls,
    resolve: async (value) => {
      last().resolve(value);
      await flush();
    },
    reject: async (error) => {
      last().reject(error);
      await flush();
    },
  };
}

type Exec = (event: { type: string; [key: string]: unknown }) => unknown;

/**
 * Walks the shortest paths to every state of `machine` and replays each on a fresh system under test.
 * `events` lists the events to explore (invoke done/error and `xstate.after.*` included); `exec` performs
 * one on the system under test; `check` asserts the system matches the model's state after each step.
 */
export function modelPaths<M extends AnyStateMachine>(
  machine: M,
  options: {
    events: { type: string; [key: string]: unknown }[];
    /** Which events may happen in a state (e.g. a done event only while its actor runs). */
    allow?: (snapshot: AnyMachineSnapshot, event: { type: string }) => boolean;
    serialize?: (snapshot: AnyMachineSnapshot) => string;
    input?: unknown;
    expectStates: string[];
  },
) {
  const model = new TestModel(machine, {
    stateMatcher: (snapshot, key) => (snapshot as AnyMachineSnapshot).matches(key as never),
    events: options.events as never,
    ...(options.allow ? { filterEvents: options.allow as never } : {}),
    serializeState: (options.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify(s.value))) as never,
  });
  const paths = model.getShortestPaths(options.input === undefined ? undefined : ({ input: options.input } as never));
  const reached = new Set(
    paths
      .flatMap((p) => [p.state, ...p.steps.map((s) => s.state)])
      .map((s) => JSON.stringify((s as { value: unknown }).value)),
  );
  return {
    paths,
    /** Every state the test names is reached by some path. */
    assertCoverage: () => expect([...reached].sort()).toEqual([...options.expectStates].sort()),
    run: async (
      path: (typeof paths)[number],
      sut: { exec: Exec; check: (modelSnapshot: AnyMachineSnapshot) => void | Promise<void> },
    ) => {
      for (const step of path.steps) {
        await sut.exec(step.event as never);
        await sut.check(step.state as AnyMachineSnapshot);
      }
    },
  };
}

type StepEvent = { type: string; output?: unknown; error?: unknown };

/**
 * Performs one model step on the system under test: a done or error event settles the pending call
 * of the promise actor `pick` names (with the event's own output or error), an `xstate.after.*` event
 * advances the fake clock by `delay`, and anything else is sent to the actor.
 */
export function stepper(
  send: (event: StepEvent) => void,
  pick: (eventType: string) => Pick<Controlled<never, never>, 'resolve' | 'reject'>,
  delay: number,
) {
  return async (event: StepEvent) => {
    if (event.type.startsWith('xstate.done')) await pick(event.type).resolve(event.output as never);
    else if (event.type.startsWith('xstate.error')) await pick(event.type).reject(event.error);
    else if (event.type.startsWith('xstate.after')) await vi.advanceTimersByTimeAsync(delay);
    else send(event);
  };
}
