import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { PlanCard } from './PlanCard';
import { SAMPLE_PLANS } from './samples';

const meta = {
  title: 'UI/PlanCard',
  component: PlanCard,
  args: { plan: SAMPLE_PLANS.ar[1] as never, currency: 'EGP', href: '/packages' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 360 }}>
      <PlanCard {...args} plan={textFor(globals).pick(SAMPLE_PLANS)[1] as never} />
    </div>
  ),
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Discounted: the final price, the earlier one struck through, the discount badge, duration and courses. */
export const Discounted: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, plural, format, pick } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: pick(SAMPLE_PLANS)[1]?.title })).toBeVisible();
    await expect(canvas.getByText(t('plan.discount', { percent: format.number(25) }))).toBeVisible();
    await expect(canvas.getByText(plural('count.months', 3))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('homePage.planChoose') })).toHaveAttribute('href', '/packages');
  },
};

/** No discount: one price, no badge. */
export const FullPrice: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 360 }}>
      <PlanCard {...args} plan={textFor(globals).pick(SAMPLE_PLANS)[0] as never} />
    </div>
  ),
};

/** Three plans in the grid, as on the home page. */
export const Grid: Story = {
  render: (args, { globals }) => (
    <CardGrid>
      {textFor(globals)
        .pick(SAMPLE_PLANS)
        .map((plan) => (
          <li key={plan.id}>
            <PlanCard {...args} plan={plan} />
          </li>
        ))}
    </CardGrid>
  ),
};

export const GridPhone: Story = { ...Grid, parameters: { darsViewport: 375 } };
