import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

const REMEMBER = { en: 'Remember me', ar: 'تذكرني' };

/** Holds the checked state so a click shows; onChange still reports it. */
function Controlled(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: '', checked: false, onChange: fn(), name: 'remember' },
  render: (args, { globals }) => <Controlled {...args} label={textFor(globals).pick(REMEMBER)} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args, globals }) => {
    const label = textFor(globals).pick(REMEMBER);
    const box = within(canvasElement).getByRole('checkbox', { name: label });
    await expect(box).toBeChecked();
    // A click on the label text toggles too.
    await userEvent.click(within(canvasElement).getByText(label));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
  },
};

/**
 * Forced colours (Windows high contrast; the test-runner emulates it for this story): the brand fill
 * is gone there, so the checked box is filled with the system Highlight colour and stays plainly
 * different from the empty one, not told apart by a thin tick alone.
 */
export const ForcedColors: Story = {
  parameters: { chromatic: { forcedColors: 'active' } },
  play: async ({ canvasElement, globals }) => {
    // Under automation the mode must really be on, or this story proves nothing.
    if (navigator.webdriver) await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const box = within(canvasElement).getByRole('checkbox', { name: textFor(globals).pick(REMEMBER) });
    await expect(box).not.toBeChecked();
    const empty = getComputedStyle(box).backgroundColor;
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // After the fill's short transition.
    await waitFor(() => expect(getComputedStyle(box).backgroundColor).not.toBe(empty));
  },
};
