import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FailureAlert } from './FailureAlert';

const SERVER_MESSAGE = { ar: 'البريد الإلكتروني مستخدم من قبل.', en: 'The email has already been taken.' };
const FALLBACK = { ar: 'تعذّر إنشاء الحساب.', en: 'Could not create the account.' };

const meta = {
  title: 'UI/FailureAlert',
  component: FailureAlert,
  args: { failure: null, fallback: '' },
  render: (args, { globals }) => {
    const { pick } = textFor(globals);
    const failure =
      args.failure?.message === 'server' ? { ...args.failure, message: pick(SERVER_MESSAGE) } : args.failure;
    return (
      <div style={{ maxInlineSize: 520 }}>
        <FailureAlert failure={failure} fallback={pick(FALLBACK)} />
      </div>
    );
  },
} satisfies Meta<typeof FailureAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal (4xx) with the server's own message: shown as the server wrote it. */
export const RefusedWithMessage: Story = {
  args: { failure: { kind: 'server', status: 422, message: 'server' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(textFor(globals).pick(SERVER_MESSAGE));
  },
};

/** A refusal without a message: the screen's own fallback. */
export const RefusedWithoutMessage: Story = {
  args: { failure: { kind: 'server', status: 401, message: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(textFor(globals).pick(FALLBACK));
  },
};

/** A server error (5xx): never its raw text, one translated line. */
export const ServerError: Story = {
  args: { failure: { kind: 'server', status: 500, message: 'Internal Server Error' } },
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(textFor(globals).t('errors.serverError'));
    await expect(alert).not.toHaveTextContent('Internal Server Error');
  },
};

/** An answer that is not the contract's JSON. */
export const UnreadableAnswer: Story = {
  args: { failure: { kind: 'shape', message: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      textFor(globals).t('errors.unexpectedAnswer'),
    );
  },
};

/** No answer at all: the same connection text on every screen. */
export const Offline: Story = {
  args: { failure: { kind: 'network', message: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      textFor(globals).t('errors.connectionFailed'),
    );
  },
};
