import { configureApi, getApiConfig } from '@dars/api';
import { I18nProvider, type Language } from '@dars/i18n';
import { cleanup, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition, transition } from 'xstate';
import {
  itReachesEveryState,
  type ModelEvent,
  type ModelGraphOptions,
  modelPaths,
  performStep,
  type Settler,
} from '../../machines/testing';
import { AppHarness } from '../stories/AppHarness';
import { startFakeClock, stopFakeClock, until } from './clock';
import { releaseHeldCalls } from './heldCalls';

/** A screen rendered for one path: how the test answers its calls, by the machine's invoke ids. */
export interface ScreenSut {
  settle: Record<string, Settler<never>>;
}

export interface ScreenPathsOptions<TSut extends ScreenSut> extends ModelGraphOptions {
  /** The describe block's name; 'screen paths' by default. */
  name?: string;
  /**
   * The fake clock, from this time (`Date.now()`): the machine's named delays pass only when the model's
   * `delayed` events say so. Without it the page runs on the real clock.
   */
  clock?: number;
  /**
   * Renders the screen, in `lang` (`renderAt`), with its calls held (`holdCall`). `events` are the path's,
   * for what the page is given before it starts (signed in or not, a browser that blocks new tabs).
   */
  start: (lang: Language, events: ModelEvent[]) => Promise<TSut>;
  /**
   * What a user does on the screen for each event of the model's own (by type): clicks, keys, typing.
   * `before` is the model's state the event happens in.
   */
  act: Record<string, (sut: TSut, event: ModelEvent, before: AnyMachineSnapshot) => Promise<unknown>>;
  /**
   * At every state of a path (the start included): what the screen shows and what was sent, in the
   * path's language. It runs again until it passes (the screen answers asynchronously), `PATIENCE` at most.
   * `expected` is the model's snapshot; `steps` the events performed so far.
   */
  check: (sut: TSut, expected: AnyMachineSnapshot, steps: ModelEvent[]) => void;
  /** A few words for an event in a path's name; its type (and the call it settles) by default. */
  label?: (event: ModelEvent) => string | undefined;
  /**
   * Paths run besides the shortest ones, each the model's events from the start: a way that ends where a
   * shorter one already does (clearing a kept review leaves the wizard as a fresh one), so no shortest path
   * takes it. Each event must be one `allow` lets happen there.
   */
  also?: ModelEvent[][];
}

interface ScreenPath {
  steps: { state: AnyMachineSnapshot; event: ModelEvent }[];
}

/** The model's steps for `events` from its start (a path of `also`). */
function pathOf(machine: AnyStateMachine, options: ModelGraphOptions, events: ModelEvent[]): ScreenPath {
  let [state] = initialTransition(machine, options.input);
  const steps: ScreenPath['steps'] = [{ state, event: { type: 'xstate.init' } }];
  for (const event of events) {
    if (options.allow && !options.allow(state, event))
      throw new Error(`${event.type} is not allowed at ${JSON.stringify(state.value)}`);
    [state] = transition(machine, state, event as never);
    steps.push({ state, event });
  }
  return { steps };
}

const XSTATE_EVENT = /^xstate\.(done|error|after)\.(?:actor\.)?([^.]+)/;

function labelOf(event: ModelEvent, label?: (event: ModelEvent) => string | undefined): string {
  const own = label?.(event);
  if (own) return own;
  const [, kind, name] = XSTATE_EVENT.exec(event.type) ?? [];
  if (kind === 'done') return `${name} answers`;
  if (kind === 'error') return `${name} fails`;
  if (kind === 'after') return `${name} passes`;
  return event.type;
}

/**
 * Model-based paths that drive a rendered screen (as @xstate/graph's examples drive a separate system under
 * test): the machine is the model, its graph gives the shortest path to every serialised state, and each
 * path runs on the real screen in jsdom, with the real machine inside, in Arabic and English by turns.
 * Each of the model's events becomes what a user does (`act`), the answer of a held call (`done`, `failed`),
 * or the fake clock moving on by a named delay (`delayed`); at each state `check` asserts what the screen
 * shows and what was sent, never the machine's own state.
 */
export function describeScreenPaths<TSut extends ScreenSut>(
  machine: AnyStateMachine,
  options: ScreenPathsOptions<TSut>,
) {
  const paths = modelPaths(machine, options);
  const runs: ScreenPath[] = [
    ...paths.map((path) => ({
      steps: path.steps.map((step) => ({ state: step.state as AnyMachineSnapshot, event: step.event as ModelEvent })),
    })),
    ...(options.also ?? []).map((events) => pathOf(machine, options, events)),
  ];
  for (const event of options.events) {
    if (!XSTATE_EVENT.test(event.type) && !options.act[event.type])
      throw new Error(`no user action for the model's event ${event.type}`);
  }

  describe(options.name ?? 'screen paths', () => {
    itReachesEveryState(paths, options);

    runs.forEach((path, index) => {
      const lang: Language = index % 2 === 0 ? 'ar' : 'en';
      const names = path.steps.slice(1).map((step) => labelOf(step.event, options.label));
      it(`${lang}: ${names.join(' → ') || 'the start'}`, async () => {
        // The model's `failed` is the call's final failure: the API layer's retries of a GET are its own tests'.
        const retries = getApiConfig().getRetries;
        try {
          configureApi({ getRetries: 0 });
          if (options.clock !== undefined) startFakeClock(options.clock);
          const [first, ...steps] = path.steps;
          if (!first) throw new Error('a path without a start');
          const sut = await options.start(
            lang,
            steps.map((step) => step.event),
          );
          const performed: ModelEvent[] = [];
          await until(() => options.check(sut, first.state, performed));
          let before = first.state;
          for (const { event, state } of steps) {
            await performStep(event, {
              machine,
              settle: sut.settle,
              send: (e) => (options.act[e.type] as NonNullable<(typeof options.act)[string]>)(sut, e, before),
            });
            performed.push(event);
            await until(() => options.check(sut, state, performed));
            before = state;
          }
        } finally {
          releaseHeldCalls();
          cleanup();
          vi.restoreAllMocks();
          stopFakeClock();
          configureApi({ getRetries: retries });
        }
      }, 120_000);
    });
  });
}

/** The page a screen left for: its address, where the app would draw that page. */
function Elsewhere({ screenPath, children }: { screenPath: string; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  if (location === screenPath) return children;
  return <h1 data-testid="elsewhere">{`${location}${search ? `?${search}` : ''}`}</h1>;
}

export interface RenderAtOptions {
  lang: Language;
  /** Signed in with this token; a visitor without. */
  token?: string | null;
  storage?: Record<string, string>;
}

/**
 * Renders a screen as the app does (AppHarness: the app's actors over the demo API, a memory router) at
 * `path`, in `lang`. When the screen navigates away, the page it went to shows its address in its heading
 * (`elsewhere()`). User events run on the fake clock when there is one.
 */
export function renderAt(path: string, ui: ReactNode, { lang, token = null, storage = {} }: RenderAtOptions) {
  const screenPath = path.split('?')[0] ?? path;
  // A fresh tab: no page of the app behind this one (the files of a worker share one jsdom, whose history
  // another test may have numbered), so 'back one page' goes to the screen's own fallback.
  window.history.replaceState(null, '');
  render(
    <I18nProvider lang={lang}>
      <AppHarness path={path} token={token} storage={storage}>
        <Elsewhere screenPath={screenPath}>{ui}</Elsewhere>
      </AppHarness>
    </I18nProvider>,
  );
  const user: UserEvent = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  return { user };
}

/** The address of the page the screen went to, or null while it is still shown. */
export function elsewhere(): string | null {
  return document.querySelector('[data-testid="elsewhere"]')?.textContent ?? null;
}

/** The dialog on screen (an alert dialog too), if any: a closed one may stay in the page, hidden. */
export function shownDialog(): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
      (dialog) => !dialog.hidden && !dialog.closest('[hidden]'),
    ) ?? null
  );
}

/** Checks that a dialog is on screen exactly when `open` says; the dialog when it is. */
export function dialogWhen(open: boolean): HTMLElement | null {
  const dialog = shownDialog();
  if (!open) {
    expect(dialog, 'no dialog').toBeNull();
    return null;
  }
  expect(dialog, 'a dialog').not.toBeNull();
  return dialog;
}
