import { textFor, useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Chips } from './Chips';

const CATEGORIES = {
  en: [
    'Programming',
    'Web Design',
    'Data Science',
    'Graphic Design',
    'Business & Marketing',
    'Languages',
    'Personal Development',
  ],
  ar: ['البرمجة', 'تصميم المواقع', 'علم البيانات', 'التصميم الجرافيكي', 'الأعمال والتسويق', 'اللغات', 'تطوير الذات'],
};

function Harness({ count, arrows }: { count: number; arrows: boolean }) {
  const { t, lang, dir } = useI18n();
  const [selected, setSelected] = useState('all');
  const scroller = useRef<HTMLDivElement>(null);
  const items = [
    { id: 'all', label: t('home.allCategories') },
    ...CATEGORIES[lang].slice(0, count).map((label, index) => ({ id: String(index + 1), label })),
  ];
  // Scroll by 200 px toward the end of the line (negative scrollLeft in right-to-left).
  const scrollBy = (forward: boolean) => {
    const sign = (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    scroller.current?.scrollBy({ left: sign * 200 });
  };
  return (
    <div style={{ padding: 16 }}>
      <Chips
        label={t('home.categoryFilter')}
        items={items}
        selectedId={selected}
        onSelect={setSelected}
        scrollerRef={scroller}
        arrows={arrows ? { onBack: () => scrollBy(false), onForward: () => scrollBy(true) } : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Chips',
  component: Harness,
  args: { count: 3, arrows: false },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const all = canvas.getByRole('button', { name: t('home.allCategories') });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const [, first] = canvas.getAllByRole('button');
    if (!first) throw new Error('no chip');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
  },
};

/** More than four chips: scroll arrows at the ends. */
export const WithArrows: Story = { args: { count: 7, arrows: true } };

export const Phone: Story = {
  args: { count: 7, arrows: true },
  parameters: { darsViewport: 375, chromatic: { viewports: [375] } },
};
