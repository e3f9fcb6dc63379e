import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const TEXT = {
  label: { en: 'Profile sections', ar: 'أقسام الملف الشخصي' },
  account: { label: { en: 'Account data', ar: 'بيانات الحساب' }, content: { en: 'Account', ar: 'الحساب' } },
  password: {
    label: { en: 'Change password', ar: 'تغيير كلمة المرور' },
    content: { en: 'Password', ar: 'كلمة المرور' },
  },
  plan: { label: { en: 'Plan', ar: 'الباقة' }, content: { en: 'Plan', ar: 'الباقة' } },
};

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Profile sections', tabs: [] },
  render: (args, { globals }) => {
    const { pick } = textFor(globals);
    return (
      <Tabs
        {...args}
        label={pick(TEXT.label)}
        tabs={(['account', 'password', 'plan'] as const).map((id) => ({
          id,
          label: pick(TEXT[id].label),
          content: <p>{pick(TEXT[id].content)}</p>,
        }))}
      />
    );
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

/** Arrow keys move between tabs (the direction follows the language). */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pick } = textFor(globals);
    const first = canvas.getByRole('tab', { name: pick(TEXT.account.label) });
    first.focus();
    await userEvent.keyboard(pick({ en: '{ArrowRight}', ar: '{ArrowLeft}' }));
    await expect(canvas.getByRole('tab', { name: pick(TEXT.password.label) })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByText(pick(TEXT.password.content), { selector: 'p' })).toBeVisible());
    // Only the shown panel's content is drawn; the hidden panels stay, empty, for the tabs' aria-controls.
    await expect(canvas.queryByText(pick(TEXT.account.content), { selector: 'p' })).toBeNull();
    await expect(canvasElement.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
  },
};

/**
 * The smallest phone (320 px): the three tabs share the width, each label whole (wrapped if need be),
 * none cut off or pushed out of sight.
 */
export const PhoneAt320: Story = {
  parameters: { darsViewport: 320, chromatic: { viewports: [320] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(width);
      // The label fits its tab: nothing of it is clipped.
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth + 1);
    }
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

/** Tab from the selected tab moves into the panel, and the panel shows the focus ring. */
export const PanelFocusRing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pick } = textFor(globals);
    canvas.getByRole('tab', { selected: true }).focus();
    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveFocus();
    await expect(panel).toHaveTextContent(pick(TEXT.account.content));
    const ring = getComputedStyle(panel);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(Number.parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/**
 * Forced colours (Windows high contrast; the test-runner emulates it for this story): the brand colour
 * is gone there, so the selected tab keeps a thick Highlight bar and Highlight label the others lack.
 */
export const ForcedColors: Story = {
  parameters: { chromatic: { forcedColors: 'active' } },
  play: async ({ canvasElement }) => {
    if (navigator.webdriver) await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const look = (tab: HTMLElement) => {
      const s = getComputedStyle(tab);
      return { bar: `${s.borderBlockEndColor} ${s.borderBlockEndWidth}`, text: s.color };
    };
    const [selected, other] = [canvas.getByRole('tab', { selected: true }), canvas.getAllByRole('tab')[1]];
    const a = look(selected);
    const b = look(other as HTMLElement);
    await expect(a.bar).not.toBe(b.bar);
    await expect(a.text).not.toBe(b.text);
  },
};
