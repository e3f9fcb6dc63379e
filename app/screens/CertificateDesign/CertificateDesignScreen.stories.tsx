import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import CertificateDesignScreen from './CertificateDesignScreen';

const meta = {
  title: 'Screens/CertificateDesign',
  component: CertificateDesignScreen,
  parameters: { layout: 'padded', path: '/certificate-design' },
  args: { title: 'title.certificateDesign', params: {}, print: fn() },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <CertificateDesignScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof CertificateDesignScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample certificate with the product's name from app info; the button prints it. */
export const Filled: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/تشهد أكاديمية درس|Dars Academy certifies/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('certificateDesign.print') }));
    await expect(args.print).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { parameters: { darsViewport: 375 } };
