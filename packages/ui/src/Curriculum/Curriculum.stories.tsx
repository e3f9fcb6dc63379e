import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Curriculum, type CurriculumSection, CurriculumSkeleton } from './Curriculum';

const sections = (pick: (pair: { ar: string; en: string }) => string, locked: boolean): CurriculumSection[] => [
  {
    id: 1,
    title: pick({ ar: 'الفرق بين UI وUX', en: 'UI versus UX' }),
    items: [
      {
        kind: 'video',
        id: 11,
        title: pick({ ar: 'مرحبًا بك في الدورة', en: 'Welcome to the course' }),
        duration: '00:08:10',
        locked: false,
        watched: true,
        current: true,
      },
      {
        kind: 'video',
        id: 12,
        title: pick({ ar: 'شرح بالأمثلة', en: 'Explained with examples' }),
        duration: '00:22:00',
        locked: false,
        watched: false,
      },
      {
        kind: 'pdf',
        id: 21,
        title: pick({ ar: 'ملخص القسم', en: 'Section notes' }),
        duration: '00:10:00',
        locked: false,
        href: 'https://example.com/notes.pdf',
      },
      {
        kind: 'exam',
        id: 31,
        title: pick({ ar: 'اختبار الوحدة', en: 'Unit exam' }),
        locked: false,
        taken: false,
        href: '/single_course/8/exam/31',
      },
    ],
  },
  {
    id: 2,
    title: pick({ ar: 'أبحاث المستخدم والمقابلات', en: 'User research and interviews' }),
    items: [
      {
        kind: 'video',
        id: 13,
        title: pick({ ar: 'تخطيط المقابلة', en: 'Planning an interview' }),
        duration: '00:12:00',
        locked,
        watched: false,
      },
      {
        kind: 'pdf',
        id: 22,
        title: pick({ ar: 'نموذج المقابلة', en: 'Interview template' }),
        duration: '00:05:00',
        locked,
        href: null,
      },
      {
        kind: 'exam',
        id: 32,
        title: pick({ ar: 'اختبار الوحدة', en: 'Unit exam' }),
        locked,
        taken: false,
        href: '/single_course/8/exam/32',
      },
    ],
  },
];

const meta = {
  title: 'UI/Course/Curriculum',
  args: { locked: true, onOpenVideo: fn() },
  render: ({ locked, onOpenVideo }, { globals }) => (
    <Curriculum sections={sections(textFor(globals).pick, locked)} onOpenVideo={onOpenVideo} defaultOpen={[1, 2]} />
  ),
} satisfies Meta<{ locked: boolean; onOpenVideo: (id: number) => void }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner not subscribed: the first section free, the second locked (a lock, and it says why). */
export const FreeAndLocked: Story = {
  play: async ({ canvasElement, args }) => {
    const locked = canvasElement.querySelectorAll<HTMLElement>('[aria-disabled="true"]');
    await expect(locked.length).toBe(3);
    await userEvent.click(locked[0] as HTMLElement);
    await expect(args.onOpenVideo).not.toHaveBeenCalled();
  },
};

/** Subscribed: every lesson opens; the current one is marked, the watched one ticked. */
export const Subscribed: Story = {
  args: { locked: false },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    await expect(canvasElement.querySelector('[aria-disabled="true"]')).toBeNull();
    const current = canvasElement.querySelector('[aria-current="true"]') as HTMLElement;
    await expect(current).toHaveTextContent(t('course.watched'));
    await userEvent.click(current);
    await expect(args.onOpenVideo).toHaveBeenCalledWith(11);
    await expect(within(canvasElement).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** While the sections load. */
export const Loading: Story = { render: () => <CurriculumSkeleton />, tags: ['!text'] };
