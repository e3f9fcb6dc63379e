import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type ExamOptionId, ExamQuestion } from './ExamQuestion';

type Args = { marked: boolean; missing: boolean; disabled: boolean; initial: ExamOptionId | null; long: boolean };

const TEXT = {
  en: { q: 'Which keyword starts a loop in Python?', options: ['for', 'def', 'class', 'import'] },
  ar: { q: 'أي كلمة تبدأ حلقة تكرار في Python؟', options: ['for', 'def', 'class', 'import'] },
};
const LONG = {
  en: 'When a CSV file named “طلاب.csv” mixes Arabic and Latin column names, what does df.groupby("الصف")["الدرجة"].mean() return for a class whose grades are all missing?',
  ar: 'عندما يخلط ملف CSV باسم "students.csv" بين أسماء أعمدة عربية ولاتينية، ماذا تُرجع العبارة df.groupby("grade")["score"].mean() لصف كل درجاته مفقودة؟',
};

function Question({ marked, missing, disabled, initial, long, lang }: Args & { lang: 'ar' | 'en' }) {
  const [value, setValue] = useState<ExamOptionId | null>(initial);
  const [flag, setFlag] = useState(marked);
  const text = TEXT[lang];
  return (
    <div style={{ maxInlineSize: 640 }}>
      <ExamQuestion
        id={1}
        number={3}
        total={10}
        question={long ? LONG[lang] : text.q}
        options={text.options.map((label, i) => ({ id: `answer_${i + 1}` as ExamOptionId, label }))}
        value={value}
        onChange={setValue}
        marked={flag}
        onToggleMark={() => setFlag((f) => !f)}
        missing={missing && value === null}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Exam/ExamQuestion',
  args: { marked: false, missing: false, disabled: false, initial: null, long: false },
  render: (args, { globals }) => <Question {...args} lang={globals.locale === 'en' ? 'en' : 'ar'} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unanswered: the arrow keys move and choose. */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('radio') as HTMLInputElement[];
    await userEvent.click(first as HTMLElement);
    // Down here: the browser's Left and Right follow the page's direction (checked end to end with real keys).
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toBeChecked();
  },
};

export const Answered: Story = { args: { initial: 'answer_1' } };

export const MarkedForReview: Story = {
  args: { marked: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('button', { name: t('examScreen.mark') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** After 'please answer all questions': marked by a border, an icon and words tied to the group. */
export const Missing: Story = {
  args: { missing: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      new RegExp(t('examScreen.stateUnanswered')),
    );
  },
};

export const Sending: Story = { args: { initial: 'answer_2', disabled: true } };

/** A long question mixing Arabic and Latin text: it wraps whole, each run in its own direction. */
export const LongMixedText: Story = { args: { long: true } };
