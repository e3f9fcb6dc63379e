import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';

const TEXT = {
  error: {
    en: { title: 'Login failed', message: 'The email or password is incorrect.', ok: 'OK' },
    ar: { title: 'فشل تسجيل الدخول', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.', ok: 'حسنًا' },
  },
  info: {
    en: { title: 'Login required', message: 'Please log in to subscribe to this course.', ok: 'Go to login' },
    ar: {
      title: 'تسجيل الدخول مطلوب',
      message: 'يرجى تسجيل الدخول للاشتراك في هذه الدورة.',
      ok: 'الذهاب لتسجيل الدخول',
    },
  },
} as const;

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { open: true, title: '', message: '', confirmLabel: '', onConfirm: fn(), onClose: fn(), tone: 'error' },
  render: (args, { globals }) => {
    const text = textFor(globals).pick(TEXT[args.tone === 'error' ? 'error' : 'info']);
    return <AlertDialog {...args} title={text.title} message={text.message} confirmLabel={text.ok} />;
  },
  // Room for the dialog in the docs page and the test-runner's screenshot.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenError: Story = {
  name: 'Open error dialog',
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals).pick(TEXT.error);
    // The dialog is portalled to the body.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: text.title });
    await expect(dialog).toHaveAccessibleDescription(text.message);
    const confirm = within(dialog).getByRole('button', { name: text.ok });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Info: Story = { args: { tone: 'info' } };

/** A question with two answers (leaving an exam with unsent answers): focus starts on the one that loses nothing. */
export const TwoChoices: Story = {
  args: { tone: 'info', cancelLabel: 'Stay' },
  render: (args, { globals }) => {
    const { pick } = textFor(globals);
    const text = pick({
      en: {
        title: 'Leave the exam?',
        message: 'Your answers have not been sent.',
        ok: 'Leave',
        stay: 'Stay on the exam',
      },
      ar: { title: 'مغادرة الاختبار؟', message: 'لم تُرسل إجاباتك بعد.', ok: 'مغادرة', stay: 'البقاء في الاختبار' },
    });
    return (
      <AlertDialog {...args} title={text.title} message={text.message} confirmLabel={text.ok} cancelLabel={text.stay} />
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const { pick } = textFor(globals);
    const stay = pick({ en: 'Stay on the exam', ar: 'البقاء في الاختبار' });
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    const button = within(dialog).getByRole('button', { name: stay });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
