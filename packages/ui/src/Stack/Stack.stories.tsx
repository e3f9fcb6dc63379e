import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading, PageHeader } from '../Heading';
import { Inline, Stack } from './Stack';

const TEXT = {
  title: { ar: 'إعدادات الحساب', en: 'Account settings' },
  lead: { ar: 'حدّث بياناتك وكلمة المرور وخطتك.', en: 'Update your details, password and plan.' },
  card: { ar: 'البيانات الشخصية', en: 'Personal details' },
  body: { ar: 'الاسم والبريد الإلكتروني ورقم الهاتف.', en: 'Name, email and phone number.' },
  save: { ar: 'حفظ', en: 'Save' },
  cancel: { ar: 'إلغاء', en: 'Cancel' },
};

/** The layout primitives together: a page header, a stack of cards, an inline row of actions. */
const meta = {
  title: 'UI/Layout',
  component: Stack,
  render: (_, { globals }) => {
    const { pick } = textFor(globals);
    return (
      <Stack gap={6} as="section" aria-labelledby="layout-title">
        <PageHeader titleId="layout-title" title={pick(TEXT.title)} lead={pick(TEXT.lead)} />
        <Card>
          <Stack gap={3}>
            <Heading level={2}>{pick(TEXT.card)}</Heading>
            <p style={{ margin: 0 }}>{pick(TEXT.body)}</p>
            <Inline justify="end" gap={3}>
              <Button variant="secondary">{pick(TEXT.cancel)}</Button>
              <Button>{pick(TEXT.save)}</Button>
            </Inline>
          </Stack>
        </Card>
      </Stack>
    );
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pick } = textFor(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(pick(TEXT.title));
    // In Arabic the actions row starts at the right edge: the primary action sits at the inline end.
    const save = canvas.getByRole('button', { name: pick(TEXT.save) }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: pick(TEXT.cancel) }).getBoundingClientRect();
    if (globals.locale === 'en') await expect(save.left).toBeGreaterThan(cancel.left);
    else await expect(save.left).toBeLessThan(cancel.left);
  },
};

/** On a phone the actions wrap instead of overflowing. */
export const Phone: Story = { parameters: { darsViewport: 375 } };
