import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LearningPanel } from './LearningPanel';

type Args = { progress: number; certificate: string | null; next: boolean };

const meta = {
  title: 'UI/Course/LearningPanel',
  args: { progress: 35, certificate: null, next: true },
  render: ({ progress, certificate, next }, { globals }) => (
    <div style={{ maxInlineSize: 360 }}>
      <LearningPanel
        progress={progress}
        certificateHref={certificate}
        continueLesson={
          next
            ? {
                title: textFor(globals).pick({
                  ar: 'الخصائص والحالة: تطبيق عملي',
                  en: 'Props and state: hands-on practice',
                }),
              }
            : null
        }
        onContinue={fn()}
      />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In progress: the bar and 'continue where you left off' naming the next lesson. */
export const InProgress: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t('course.continue')) })).toBeVisible();
  },
};

/** Finished, with the certificate to download in a new tab. */
export const Certificate: Story = {
  args: { progress: 100, certificate: 'https://example.com/certificate.pdf', next: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** Finished, the certificate not issued yet. */
export const CertificatePending: Story = { args: { progress: 100, certificate: null, next: false } };
