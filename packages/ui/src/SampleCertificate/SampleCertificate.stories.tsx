import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SampleCertificate } from './SampleCertificate';

const meta = {
  title: 'UI/SampleCertificate',
  component: SampleCertificate,
  args: { productName: '', issuedAt: '2025-06-15', number: 'DRS-2025-004812', logoUrl: '/demo-media/logo.svg' },
  render: (args, { globals }) => (
    <SampleCertificate {...args} productName={textFor(globals).pick({ ar: 'أكاديمية درس', en: 'Dars Academy' })} />
  ),
} satisfies Meta<typeof SampleCertificate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop: the A4 landscape sheet, its text scaled to it. */
export const Desktop: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const figure = within(canvasElement).getByRole('figure', { name: t('certificateDesign.label') });
    const box = figure.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(297 / 210, 1);
    await expect(within(figure).getByText(t('certificate.sampleName'))).toBeVisible();
  },
};

/** On a phone: the same sheet, smaller, never wider than the screen. */
export const Phone: Story = {
  parameters: { darsViewport: 375 },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure') as HTMLElement;
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
