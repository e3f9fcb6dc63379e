/**
 * Test helpers for the machines (used by *.test.ts only): promise actors the test settles by hand,
 * builders for xstate's own events, and one model-based path runner over xstate/graph's TestModel.
 *
 * The rule of a path test: the model and the system under test are the same machine, so a check never
 * compares the machine with itself (its state, tags or context against the model's snapshot or against
 * its own context). At each step it asserts outputs, the calls made with their input, the supplied
 * actions called with theirs, and what the screen reads (the machine's `…View`/`…Of` selectors, or the
 * context fields and tags a screen reads), against an oracle the test works out from the steps sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { type AnyActor, type AnyMachineSnapshot, type AnyStateMachine, fromCallback, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { ConnectionBackEvent } from './connection';
import type { FormContext } from './forms';

/** Lets pending promises and zero-delay timers run (fake timers must be on). */
export const flush = () => vi.advanceTimersByTimeAsync(0);

/** Something the test settles by hand: the pending call of one invoked promise actor. */
export interface Settler<TOutput = never> {
  resolve: (value: TOutput) => Promise<void>;
  reject: (error: unknown) => Promise<void>;
}

export interface Controlled<TOutput, TInput> extends Settler<TOutput> {
  logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  calls: {
    input: TInput;
    resolve: (value: TOutput) => void;
    reject: (error: unknown) => void;
    /** Resolved or rejected by the test. */
    settled: boolean;
  }[];
}

/**
 * A promise actor whose every invocation waits until the test resolves or rejects it. Settling
 * settles the newest call, and fails when that call is already settled: a path's step that answers a
 * call the machine never made (or made once, not twice) fails there.
 */
export function controlled<TOutput, TInput = unknown>(): Controlled<TOutput, TInput> {
  const calls: Controlled<TOutput, TInput>['calls'] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call = {
          input,
          settled: false,
          resolve: (value: TOutput) => {
            call.settled = true;
            resolve(value);
          },
          reject: (error: unknown) => {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
      }),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call || call.settled) throw new Error('no call under way');
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

/**
 * A stand-in for the screen's `connection` actor (the browser's `online` event): `listening` is how many of its
 * actors run now (a write waiting for the connection), `back()` reports the connection back to each.
 */
export function connectionLine() {
  const listeners = new Set<(event: ConnectionBackEvent) => void>();
  return {
    logic: fromCallback<ConnectionBackEvent>(({ sendBack }) => {
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
    get listening() {
      return listeners.size;
    },
    back: () => {
      for (const listener of [...listeners]) listener({ type: 'connection.back' });
    },
  };
}

export type ModelEvent = { type: string; [key: string]: unknown };

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** The event xstate sends when the invoked actor with this explicit `id` resolves. */
export const done = (id: string, output?: unknown): ModelEvent => ({ type: `${DONE}${id}`, output });
/** The event xstate sends when the invoked actor with this explicit `id` rejects. */
export const failed = (id: string, error: unknown): ModelEvent => ({ type: `${ERROR}${id}`, error });
/** The event xstate sends when the named `delay` of the state node `stateId` (e.g. 'login.success') ends. */
export const delayed = (delay: string, stateId: string): ModelEvent => ({ type: `${AFTER}${delay}.${stateId}` });

/** What the runner needs from a freshly started system under test. */
export interface ModelSut {
  actor: AnyActor;
  /** Per explicit invoke id, how the test settles that actor's pending call. */
  settle?: Record<string, Settler<never>>;
}

/** In a model state, may this xstate event happen? Only while its actor runs or its state is active. */
function possible(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  for (const prefix of [DONE, ERROR]) {
    if (event.type.startsWith(prefix)) return snapshot.children[event.type.slice(prefix.length)] !== undefined;
  }
  if (event.type.startsWith(AFTER)) {
    const stateId = event.type.split('.').slice(3).join('.');
    return snapshot._nodes.some((node) => node.id === stateId);
  }
  return true;
}

/** How many milliseconds the named delay lasts in `machine`. */
function delayOf(machine: AnyStateMachine, name: string): number {
  const delays = machine.implementations.delays as Record<string, unknown>;
  const delay = delays[name];
  if (typeof delay !== 'number') throw new Error(`delay ${name} is not a number`);
  return delay;
}

/**
 * Performs one model step on a system under test: settles an invoked actor's call (`settle`, by its
 * explicit invoke id), lets a named delay of `machine` pass on the fake clock, or hands the event to
 * `send` (the machine's own `send`, or what a user does on a screen).
 */
export async function performStep(
  event: ModelEvent,
  {
    machine,
    settle,
    send,
  }: { machine: AnyStateMachine; settle?: Record<string, Settler<never>>; send: (event: ModelEvent) => unknown },
) {
  const settler = (prefix: string) => {
    const id = event.type.slice(prefix.length);
    const found = settle?.[id];
    if (!found) throw new Error(`no settler for the invoked actor ${id}`);
    return found;
  };
  if (event.type.startsWith(DONE)) await settler(DONE).resolve(event.output as never);
  else if (event.type.startsWith(ERROR)) await settler(ERROR).reject(event.error);
  else if (event.type.startsWith(AFTER))
    await vi.advanceTimersByTimeAsync(delayOf(machine, event.type.split('.')[2] ?? ''));
  else await send(event);
}

/** The values the fields show after `steps`: each `form.change` sets its field. */
export function typedValues<T extends Record<string, string>>(initial: T, steps: ModelEvent[]): T {
  const values: Record<string, string> = { ...initial };
  for (const step of steps) {
    if (step.type === 'form.change') values[step.field as string] = step.value as string;
  }
  return values as T;
}

/** What a form's screen reads from its machine: the fields, the messages and the three tags. */
export function formShown(snapshot: AnyMachineSnapshot) {
  const { values, validation, invalid, failure } = snapshot.context as FormContext<string>;
  return {
    values,
    validation,
    invalid: [...invalid].sort(),
    failure: failure && { kind: failure.kind, message: failure.message },
    busy: snapshot.hasTag('busy'),
    dialog: snapshot.hasTag('dialog'),
    success: snapshot.hasTag('success'),
  };
}

/** The last event performed that is one of `types`. */
export const lastOf = (steps: ModelEvent[], ...types: string[]) => steps.findLast((s) => types.includes(s.type));

/** What the model explores: the machine's graph under a few events, cut into states by `serialize`. */
export interface ModelGraphOptions {
  /** The few events to explore: the user's (sent), `done`/`failed` (settled), `delayed` (timers). */
  events: ModelEvent[];
  /** Narrows where an event is explored; xstate events already happen only while possible. */
  allow?: (snapshot: AnyMachineSnapshot, event: ModelEvent) => boolean;
  /** A coarse key: the state value plus only the flags that matter. It bounds the number of paths. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** The machine's input, if any. */
  input?: unknown;
  /** What the coverage test names each reached state by; the state value as JSON by default. */
  cover?: (snapshot: AnyMachineSnapshot) => string;
  /** Every state (as `cover` names it) the paths must reach. */
  expectStates: string[];
}

/**
 * The shortest path to every (serialised) state of `machine`, from xstate/graph's TestModel (not
 * `createTestModel`, which refuses machines with `after` and `invoke`). Paths are never cut by length:
 * their number is the number of serialised states, so keep `events` few and `serialize` coarse.
 */
export function modelPaths(machine: AnyStateMachine, options: ModelGraphOptions) {
  const model = new TestModel(machine, {
    events: options.events as never,
    filterEvents: ((snapshot: AnyMachineSnapshot, event: ModelEvent) =>
      possible(snapshot, event) && (options.allow?.(snapshot, event) ?? true)) as never,
    serializeState: options.serialize as never,
  });
  return model.getShortestPaths(options.input === undefined ? undefined : ({ input: options.input } as never));
}

/** The coverage test: the paths reach every state `expectStates` names, and no other. */
export function itReachesEveryState(paths: ReturnType<typeof modelPaths>, options: ModelGraphOptions) {
  const cover = options.cover ?? ((s: AnyMachineSnapshot) => JSON.stringify(s.value));
  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => cover(s as AnyMachineSnapshot)),
    );
    expect([...reached].sort()).toEqual([...options.expectStates].sort());
  });
}

export interface ModelPathsOptions<TSut extends ModelSut> extends ModelGraphOptions {
  /** The describe block's name; 'model-based paths' by default. */
  name?: string;
  /** Starts a fresh system under test (the machine with hand-settled actors and spied actions). */
  start: () => TSut;
  /**
   * At every state of a path (the start included): what the screen shows and what was called, against
   * what an oracle works out from `steps`, the events performed so far, by the spec's rules. `expected`
   * is the model's own snapshot, the same machine as the one under test: a check never takes an expected
   * value from it (its state, tags or context against the actor's).
   */
  check: (sut: TSut, expected: AnyMachineSnapshot, steps: ModelEvent[]) => void | Promise<void>;
}

/**
 * Generates one test per shortest path to every (serialised) state of `machine`, plus a coverage
 * test. Each path runs on a fresh `start()`, performing the model's steps on it (a settled call, a
 * delay passed, a user's event sent); after each, `check` asserts what the screen shows and what was
 * called. The runner does not compare the actor's state with the model's: they are the same machine.
 * Paths are never cut by length: their number is the number of serialised states, so keep `events`
 * few and `serialize` coarse.
 */
export function describeModelPaths<TSut extends ModelSut>(machine: AnyStateMachine, options: ModelPathsOptions<TSut>) {
  const paths = modelPaths(machine, options);

  describe(options.name ?? 'model-based paths', () => {
    itReachesEveryState(paths, options);

    for (const path of paths) {
      it(path.description, async () => {
        const sut = options.start();
        const performed: ModelEvent[] = [];
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          const expected = step.state as AnyMachineSnapshot;
          // The model's first step is its own start, which `start()` already did: check the start.
          if (event.type === 'xstate.init') {
            await options.check(sut, expected, performed);
            continue;
          }
          await performStep(event, {
            machine: sut.actor.logic as AnyStateMachine,
            settle: sut.settle,
            send: (e) => sut.actor.send(e),
          });
          performed.push(event);
          await options.check(sut, expected, performed);
        }
      });
    }
  });
}
