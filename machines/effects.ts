/**
 * Side effects a machine cannot do itself (open a tab, read the time) are actors the screen supplies with
 * `machine.provide({ actors })`. The machine's own default fails loudly, naming the effect, so a screen (or a
 * test) that forgets one finds out at once instead of the machine acting as if the effect had run.
 */
export class MissingEffectError extends Error {
  constructor(machine: string, effect: string) {
    super(
      `${machine}: '${effect}' is not supplied; the screen provides it with machine.provide({ actors: { ${effect} } })`,
    );
    this.name = 'MissingEffectError';
  }
}

/** For an `onError` that handles the effect's own failures: a missing effect is not one of them. */
export const isMissingEffect = (error: unknown): error is MissingEffectError => error instanceof MissingEffectError;
