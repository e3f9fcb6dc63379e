import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { api, ok } from '@dars/mocks/http-utils';
import { answer, offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import ExamScreen from './ExamScreen';

/** A section's exam of four questions, 30 minutes long, in the toolbar's language (fixed, not the demo's). */
const EXAM = 501;
const COURSE = '7';
const STUDENT = 'student@dars.example';
const DRAFT_KEY = `dars.exam.${STUDENT}.${EXAM}`;

const QUESTIONS = {
  en: [
    ['What does print() do in Python?', 'Shows text', 'Deletes a file', 'Opens a window', 'Stops the program'],
    ['Which keyword starts a loop?', 'for', 'def', 'class', 'import'],
    ['What is the type of 3.5?', 'float', 'int', 'str', 'bool'],
    ['How do you start a comment?', '#', '//', '--', '/*'],
  ],
  ar: [
    ['ماذا تفعل الدالة print() في Python؟', 'تعرض نصًا', 'تحذف ملفًا', 'تفتح نافذة', 'توقف البرنامج'],
    ['أي كلمة تبدأ حلقة تكرار؟', 'for', 'def', 'class', 'import'],
    ['ما نوع القيمة 3.5؟', 'float', 'int', 'str', 'bool'],
    ['كيف تبدأ تعليقًا؟', '#', '//', '--', '/*'],
  ],
} as const;

const LONG = {
  en: 'In the following snippet, taken from a longer program that reads a CSV file named “طلاب.csv” (students) with pandas, what does df.groupby("الصف")["الدرجة"].mean() return when some grades are missing and the file mixes Arabic and Latin column names?',
  ar: 'في المقطع التالي، المأخوذ من برنامج أطول يقرأ ملف CSV باسم "students.csv" باستخدام pandas، ماذا تُرجع العبارة df.groupby("grade")["score"].mean() عندما تكون بعض الدرجات مفقودة ويخلط الملف بين أسماء أعمدة عربية ولاتينية؟',
};

/** The questions, in the language the app asks in (its `lang` header); a long mixed one first when asked. */
const questions = (long = false) =>
  http.get(api('courses/sections/exam/:examId/questions'), ({ request }) => {
    const lang = request.headers.get('lang') === 'en' ? 'en' : 'ar';
    return ok({
      data: QUESTIONS[lang].map(([question, a1, a2, a3, a4], index) => ({
        id: 9001 + index,
        question: long && index === 0 ? LONG[lang] : question,
        answer_1: a1,
        answer_2: a2,
        answer_3: a3,
        answer_4: a4,
      })),
    });
  });

/** The section holding the exam, with its duration in minutes (0: not timed). */
const section = (duration: number) =>
  answer('get', 'courses/:slug/sections', {
    data: [
      {
        id: 1,
        title: 'Python',
        videos: [],
        pdfs: [],
        exam: { id: EXAM, view: false },
        status: 'free',
        exam_duration: duration,
      },
    ],
  });

const sent = answer('post', 'courses/sections/exam/:examId/submit', { message: 'Sent.', data: { score: 3, total: 4 } });

/** A kept draft: answers by question id, marks, and a start `minutesAgo`. */
const draft = (answers: Record<number, string>, minutesAgo: number, marked: number[] = []) => ({
  answers: Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, a])),
  marked,
  startedAt: Date.now() - minutesAgo * 60_000,
});

type Params = { draft?: () => Record<string, unknown> };

const meta = {
  title: 'Screens/Exam',
  component: ExamScreen,
  parameters: { layout: 'padded', msw: [questions(), section(30), sent] },
  args: { title: 'title.exam', params: { courseId: COURSE, examId: String(EXAM) } },
  // The countdown reads the clock every second: held at the story's start, it shows the same time however
  // long the story takes to be photographed, and the last minute does not run out under a slow play
  // function. Timers still fire: only the time they read stands still.
  beforeEach: () => {
    const real = Date.now;
    const held = real();
    Date.now = () => held;
    return () => {
      Date.now = real;
    };
  },
  loaders: [
    async () => {
      resetDemoStore();
      localStorage.clear();
      return { token: await demoStudentToken() };
    },
  ],
  render: (args, { parameters, loaded }) => {
    const made = (parameters as Params).draft?.();
    return (
      <AppHarness
        path={`/single_course/${COURSE}/exam/${EXAM}`}
        token={(loaded as { token: string }).token}
        storage={made ? { [DRAFT_KEY]: JSON.stringify(made) } : {}}
      >
        <ExamScreen {...args} />
      </AppHarness>
    );
  },
} satisfies Meta<typeof ExamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const canvasOf = (ctx: Ctx) => within(ctx.canvasElement);
const groups = async (ctx: Ctx) => {
  await canvasOf(ctx).findAllByRole('radio');
  return canvasOf(ctx).getAllByRole('group');
};
/** Every question answered a minute ago, and the send answered by `submit`. */
const allAnsweredSentTo = (submit: HttpHandler) => ({
  msw: [questions(), section(30), submit],
  draft: () => draft({ 9001: 'answer_1', 9002: 'answer_2', 9003: 'answer_3', 9004: 'answer_4' }, 1),
});

/** Presses 'finish exam' once the questions are there. */
async function finish(ctx: Ctx) {
  const { t } = textFor(ctx.globals);
  const canvas = canvasOf(ctx);
  await groups(ctx);
  await userEvent.click(canvas.getByRole('button', { name: t('exam.finish') }));
  return { t, canvas };
}

/** Chooses option `n` (1–4) of question `index` (0-based). */
const choose = async (ctx: Ctx, index: number, n = 1) => {
  const group = (await groups(ctx))[index] as HTMLElement;
  await userEvent.click(within(group).getAllByRole('radio')[n - 1] as HTMLElement);
};

/** Four questions, none answered, 30 minutes on the clock: the navigator, the countdown, 'finish exam'. */
export const Answering: Story = {
  play: async (ctx) => {
    const { t, format } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    expect(await groups(ctx)).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('exam.unit'));
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(new RegExp(t('examScreen.timeLeft')));
    await expect(canvas.getByText(t('examScreen.answered', { answered: 0, total: 4 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('exam.finish') })).toBeEnabled();
    // The options are a radio group each; choosing one marks the navigator's button answered.
    await choose(ctx, 1, 1);
    await expect(canvas.getByText(t('examScreen.answered', { answered: 1, total: 4 }))).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: t('examScreen.navigator') }));
    await expect(
      nav.getByRole('button', { name: t('examScreen.goTo', { number: 2, state: t('examScreen.stateAnswered') }) }),
    ).toHaveTextContent(format.number(2));
    // It is kept on the device at once.
    await expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers).toEqual({ '9002': 'answer_1' });
  },
};

/** An exam without a duration: no countdown. */
export const Untimed: Story = {
  parameters: { msw: [questions(), section(0), sent] },
  play: async (ctx) => {
    await groups(ctx);
    await expect(canvasOf(ctx).queryByRole('timer')).toBeNull();
  },
};

/** While the questions load: the places of the bar and the questions, busy. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'courses/sections/exam/:examId/questions'), section(30)] },
  play: async (ctx) => {
    await waitFor(() => expect(ctx.canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The questions fail to load: the red line with a retry. */
export const Failure: Story = {
  parameters: {
    msw: [
      refuse('get', 'courses/sections/exam/:examId/questions', { status: 500, message: 'Server error' }),
      section(30),
    ],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** An exam without questions: says so, with the way back to the course. */
export const NoQuestions: Story = {
  parameters: { msw: [answer('get', 'courses/sections/exam/:examId/questions', { data: [] }), section(30)] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await expect(await canvas.findByText(t('examScreen.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('examScreen.backToCourse') })).toHaveAttribute(
      'href',
      `/single_course/${COURSE}`,
    );
  },
};

/** 'Finish exam' with a question unanswered: the warning, the question marked, focus on it, nothing sent. */
export const Incomplete: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await choose(ctx, 0, 1);
    await choose(ctx, 2, 1);
    await choose(ctx, 3, 1);
    await userEvent.click(canvas.getByRole('button', { name: t('exam.finish') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('exam.answerAll'));
    const second = (await groups(ctx))[1] as HTMLElement;
    await waitFor(() => expect(second).toHaveFocus());
    await expect(second).toHaveAccessibleDescription(t('examScreen.stateUnanswered'));
  },
};

/** Sending fails: 'an error occurred while sending the answers', every answer still chosen. */
export const SendFailed: Story = {
  parameters: allAnsweredSentTo(refuse('post', 'courses/sections/exam/:examId/submit', { status: 500, message: 'x' })),
  play: async (ctx) => {
    const { t, canvas } = await finish(ctx);
    await expect(await canvas.findByText(t('exam.sendFailed'))).toBeVisible();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(4);
  },
};

/** While the answers are sent: the button is busy and the questions cannot change. */
export const Sending: Story = {
  parameters: allAnsweredSentTo(slow('post', 'courses/sections/exam/:examId/submit')),
  play: async (ctx) => {
    const { t, canvas } = await finish(ctx);
    await expect(await canvas.findByRole('button', { name: t('exam.submitting') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/**
 * Finished offline (the send got no answer): the answers are final and kept, the page says they will be sent
 * when the connection returns, and 'send now' tries at once.
 */
export const WaitingForConnection: Story = {
  parameters: allAnsweredSentTo(offline('post', 'courses/sections/exam/:examId/submit')),
  play: async (ctx) => {
    const { t, canvas } = await finish(ctx);
    await expect(await canvas.findByText(t('offline.examQueued'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('offline.sendNow') })).toBeEnabled();
    await expect(canvas.queryByText(t('exam.sendFailed'))).toBeNull();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(4);
  },
};

/** Back after a reload: the kept answers and marks, and a word that they were restored. */
export const Restored: Story = {
  parameters: { draft: () => draft({ 9001: 'answer_3', 9003: 'answer_2' }, 5, [9004]) },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await groups(ctx);
    await expect(canvas.getByText(t('examScreen.restored'))).toBeVisible();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: t('examScreen.mark'), pressed: true })).toBeVisible();
    await expect(canvas.getByText(t('examScreen.answered', { answered: 2, total: 4 }))).toBeVisible();
  },
};

/** The last minute: the clock turns red and screen readers hear it once. */
export const LastMinute: Story = {
  parameters: { draft: () => draft({ 9001: 'answer_1' }, 29.5) },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await groups(ctx);
    await expect(canvas.getByRole('timer').closest('[data-urgent]')).not.toBeNull();
    const nav = within(canvas.getByRole('navigation', { name: t('examScreen.navigator') }));
    await expect(nav.getByRole('status')).toHaveTextContent(t('examScreen.lastMinute'));
  },
};

/** The time ran out (the exam opened long after it started): what is answered is being sent. */
export const TimeUp: Story = {
  parameters: {
    msw: [questions(), section(30), slow('post', 'courses/sections/exam/:examId/submit')],
    draft: () => draft({ 9001: 'answer_1', 9002: 'answer_4' }, 45),
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await expect(await canvas.findByText(t('examScreen.timeUp'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('exam.submitting') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long question mixing Arabic and Latin text wraps whole, each run in its own direction. */
export const LongQuestion: Story = {
  parameters: { msw: [questions(true), section(30), sent] },
  play: async (ctx) => {
    const first = (await groups(ctx))[0] as HTMLElement;
    await expect(first).toHaveTextContent('groupby');
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth + 1);
  },
};

/** Marking a question for review: the toggle is pressed and the navigator flags it. */
export const MarkedForReview: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    const third = (await groups(ctx))[2] as HTMLElement;
    await userEvent.click(within(third).getByRole('button', { name: t('examScreen.mark') }));
    await expect(within(third).getByRole('button', { name: t('examScreen.mark') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const label = t('examScreen.stateAndMarked', { state: t('examScreen.stateUnanswered') });
    await expect(canvas.getByRole('button', { name: t('examScreen.goTo', { number: 3, state: label }) })).toBeVisible();
  },
};

/** A link out of the exam with answers not sent: 'leave the exam?', and staying keeps everything. */
export const LeaveWithUnsentAnswers: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = canvasOf(ctx);
    await choose(ctx, 0, 2);
    await userEvent.click(canvas.getByRole('link', { name: t('examScreen.backToCourse') }));
    const page = within(ctx.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: t('examScreen.leaveTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('examScreen.stay') }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};
