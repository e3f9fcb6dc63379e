import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutBlock } from './AboutBlock';

const ABOUT = {
  ar: {
    title: 'تعلّم بلا حدود مع أكاديمية درس',
    description:
      '<p>أكاديمية درس منصة تعليمية عربية تقدّم دورات مسجّلة في البرمجة والتصميم والأعمال واللغات، يقدّمها مدرّبون متخصصون.</p><p>تابع تقدّمك، واختبر نفسك في نهاية كل قسم، واحصل على شهادة عند إتمام الدورة.</p>',
    image: '/demo-media/about.svg',
  },
  en: {
    title: 'Learn without limits with Dars Academy',
    description:
      '<p>Dars Academy is an Arabic-first learning platform offering recorded courses in programming, design, business and languages, taught by specialist instructors.</p><p>Track your progress, test yourself at the end of every section and earn a certificate when you finish.</p>',
    image: '/demo-media/about.svg',
  },
};

const LONG = {
  ar: { ...ABOUT.ar, description: ABOUT.ar.description.repeat(6) },
  en: { ...ABOUT.en, description: ABOUT.en.description.repeat(6) },
};

const meta = {
  title: 'UI/AboutBlock',
  component: AboutBlock,
  args: { about: null, href: '/about_us', headingId: 'about' },
  render: (args, { globals }) => (
    <section aria-labelledby="about">
      <AboutBlock {...args} about={args.about ? textFor(globals).pick(ABOUT) : null} />
    </section>
  ),
} satisfies Meta<typeof AboutBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { about: ABOUT.ar },
  play: async ({ canvasElement, globals }) => {
    const { t, pick } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: pick(ABOUT).title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common.viewAll') })).toHaveAttribute('href', '/about_us');
  },
};

/** A long description is clamped to 6 lines. */
export const Clamped: Story = {
  render: (args, { globals }) => (
    <section aria-labelledby="about">
      <AboutBlock {...args} about={textFor(globals).pick(LONG)} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    // The server's first paragraph sits in the clamped block.
    const text = canvasElement.querySelectorAll('p')[1]?.parentElement as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 6 + 1);
  },
};

/** App info still loading: placeholders of the same size. */
export const Loading: Story = { args: { loading: true }, tags: ['!text'] };

export const Phone: Story = { args: { about: ABOUT.ar }, parameters: { darsViewport: 375 } };
