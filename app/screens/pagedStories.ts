/**
 * The states every paged list screen's stories show the same way (never imported by the app): its grid
 * by name, loading, empty, and the red line whose retry loads the list. Each story file keeps its own
 * screen-specific stories (filled, second page, paging) and uses these for the rest.
 */
import { type MessageKey, textFor } from '@dars/i18n';
import { slow } from '@dars/mocks/overrides';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyList, failUntilRecovered } from './pagedFixtures';

export type StoryCtx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The items of the list named by `gridKey`, once it is on screen. */
export async function gridItems({ canvasElement, globals }: StoryCtx, gridKey: MessageKey) {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('list', { name: t(gridKey) });
  return within(list).getAllByRole('listitem');
}

/** GET `path` is slow: the skeleton grid is busy. */
export const loadingStory = (path: string) => ({
  parameters: { msw: [slow('get', path)] },
  play: async ({ canvasElement }: StoryCtx) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

/** GET `path` answers an empty first page: the empty state's words. */
export const emptyStory = (path: string, emptyKey: MessageKey, form?: 'paginate' | 'meta') => ({
  parameters: { msw: [emptyList(path, form)] },
  play: async ({ canvasElement, globals }: StoryCtx) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t(emptyKey))).toBeVisible();
  },
});

/**
 * GET `path` fails until the retry: the red line (an alert with `failedKey`), then the retry button
 * loads `count` items into the grid named `gridKey`.
 */
export function errorAndRetryStory(
  path: string,
  failedKey: MessageKey,
  loaded: { gridKey: MessageKey; count: number },
) {
  const failing = failUntilRecovered(path);
  return {
    parameters: { msw: [failing.handler] },
    beforeEach: () => failing.reset(),
    play: async (ctx: StoryCtx) => {
      const { t } = textFor(ctx.globals);
      const canvas = within(ctx.canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(t(failedKey));
      failing.recover();
      await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
      await expect(await gridItems(ctx, loaded.gridKey)).toHaveLength(loaded.count);
    },
  };
}
