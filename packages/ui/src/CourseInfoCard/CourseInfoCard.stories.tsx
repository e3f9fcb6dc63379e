import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CourseInfoCard } from './CourseInfoCard';

type Args = { free: boolean; busy: boolean; added: boolean; student: boolean };

const meta = {
  title: 'UI/Course/CourseInfoCard',
  args: { free: false, busy: false, added: false, student: true },
  render: ({ free, busy, added, student }, { globals }) => (
    <div style={{ maxInlineSize: 360 }}>
      <CourseInfoCard
        free={free}
        price={499}
        priceBefore={750}
        currency="EGP"
        duration="04:37:00"
        language={textFor(globals).pick({ ar: 'العربية', en: 'Arabic' })}
        students={2250}
        sections={6}
        videos={20}
        subscribe={{ busy, onSubscribe: fn() }}
        {...(free ? {} : { cart: { busy: false, added, onAdd: fn() } })}
        {...(student ? { favorite: { active: false, busy: false, onToggle: fn() } } : {})}
      />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid course for a student: the discounted price, subscribe, add to cart and the heart. */
export const Paid: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(t('course.addToCart')) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('favorite.add') })).toBeVisible();
  },
};

/** A free course for a visitor: 'free', subscribe, no cart and no heart. */
export const FreeForVisitor: Story = { args: { free: true, student: false } };

/** Subscribing: the button is busy and keeps its size. */
export const Subscribing: Story = { args: { busy: true } };

/** Already in the cart. */
export const InCart: Story = { args: { added: true } };
