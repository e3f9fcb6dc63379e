/**
 * What a machine's `logFailure` action is given: the failure, and which part of the flow it hit when the
 * machine has several ('instructors', 'loadSections').
 */
export interface FailureParams {
  error: unknown;
  what?: string;
}

/**
 * Writes a failure the screen handles, for the developer. The spec logs such failures (section 8: list
 * failures are shown "and also logged"; the banners, about-us, app info and the profile "only logged"),
 * and a handled condition is no error of the page: a production build writes nothing on the console for
 * it, so the console of a page that works stays empty and anything on it means something is wrong. A
 * development build (the dev server, Storybook's, vitest) writes it. Expected outcomes, such as a missing
 * course's 404, are not failures: machines do not call this for them at all.
 */
export function writeFailure(scope: string, error: unknown, what?: string) {
  if (!import.meta.env.DEV) return;
  console.error(`[${scope}]`, ...(what ? [what] : []), error);
}

/**
 * Every machine's `logFailure` action (`actions: { logFailure: failureLog('home') }`): one effect for all
 * of them, which a screen or a test may still replace with `machine.provide`.
 */
export const failureLog =
  (scope: string) =>
  (_: unknown, { error, what }: FailureParams) =>
    writeFailure(scope, error, what);
