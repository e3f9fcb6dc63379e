/**
 * The states both message forms' stories show the same way (never imported by the app): fill the
 * fields by label, submit, and look at the validation, the busy button, the popup and the inline failure.
 */
import { type MessageKey, textFor } from '@dars/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';

export type StoryCtx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** Types each value into the field labelled by its key, then presses the submit button named `submitKey`. */
export async function fillAndSubmit(ctx: StoryCtx, values: [MessageKey, string][], submitKey: MessageKey) {
  const { t } = textFor(ctx.globals);
  const canvas = within(ctx.canvasElement);
  const body = within(ctx.canvasElement.ownerDocument.body);
  for (const [label, value] of values) {
    const field = await canvas.findByLabelText(new RegExp(`^${t(label)}`));
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
  await userEvent.click(canvas.getByRole('button', { name: t(submitKey) }));
  return { canvas, body, t };
}

/** The failure popup says `title` and `text`, and once it is closed the same failure stays beside the form. */
export async function expectFailure(ctx: StoryCtx, title: string, text: string) {
  const { t } = textFor(ctx.globals);
  const body = within(ctx.canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('alertdialog');
  await expect(dialog).toHaveTextContent(title);
  await expect(dialog).toHaveTextContent(text);
  const close = await within(dialog).findByRole('button', { name: t('common.close') });
  await waitFor(() => expect(close).toBeVisible());
  await userEvent.click(close);
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  const inline = within(ctx.canvasElement)
    .getAllByRole('alert')
    .find((a) => a.textContent?.includes(text));
  await expect(inline).toBeTruthy();
}

/**
 * Sent: the notice gives the server's words ('sent successfully' in the demo's words), the field labelled
 * `emptiedKey` is empty again, and the notice closes by itself (2 s): the picture is taken after that, the
 * same however late it comes.
 */
export async function expectSent(ctx: StoryCtx, emptiedKey: MessageKey) {
  const { t } = textFor(ctx.globals);
  const body = within(ctx.canvasElement.ownerDocument.body);
  const noticeShown = () =>
    body.getAllByRole('status').some((s) => /تم الإرسال|Sent successfully/.test(s.textContent ?? ''));
  await waitFor(() => expect(noticeShown()).toBe(true));
  await waitFor(() =>
    expect(within(ctx.canvasElement).getByLabelText(new RegExp(`^${t(emptiedKey)}`))).toHaveValue(''),
  );
  await waitFor(() => expect(noticeShown()).toBe(false));
}
