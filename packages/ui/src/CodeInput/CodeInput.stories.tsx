import { textFor, useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeInput, type CodeInputProps } from './CodeInput';

/** Holds the code so the stories can be typed into; label and error come from the toolbar's language. */
function Stateful({ value, onChange, label, error, ...rest }: CodeInputProps) {
  const { t } = useI18n();
  const [code, setCode] = useState(value);
  return (
    <CodeInput
      {...rest}
      label={label || t('verify.heading')}
      error={error === undefined ? undefined : error || t('verify.unexpected')}
      value={code}
      onChange={(next) => {
        setCode(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { label: '', value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxesIn = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];

export const Empty: Story = {};

export const Partial: Story = { args: { value: '123' } };

export const Complete: Story = { args: { value: '123456' } };

/** An empty string asks the wrapper for a translated message. */
export const WithError: Story = { args: { value: '123456', error: '' } };

export const Disabled: Story = { args: { value: '12', disabled: true } };

export const TypingAdvances: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesIn(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await expect(boxes[0]).toHaveFocus();
    for (const [index, digit] of ['1', '2', '3', '4', '5'].entries()) {
      await userEvent.keyboard(digit);
      await waitFor(() => expect(boxes[index + 1]).toHaveFocus());
    }
    await userEvent.keyboard('6');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(boxes.map((box) => box.value).join('')).toBe('123456');
    await expect(boxes[5]).toHaveFocus();
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesIn(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.paste(' 98-76 54 ');
    await expect(args.onChange).toHaveBeenLastCalledWith('987654');
    await expect(boxes.map((box) => box.value).join('')).toBe('987654');
    await expect(boxes[5]).toHaveFocus();
  },
};

/** A letter typed or pasted is refused with a message in a live region, not silently ignored. */
export const LettersRefused: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const boxes = boxesIn(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.paste('12ab56');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('verify.digitsOnly'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(boxes[0]).toHaveAccessibleDescription(t('verify.digitsOnly'));
    // The next digit typed clears it.
    await userEvent.keyboard('4');
    await expect(alert).toHaveTextContent('');
  },
};

/** More digits pasted than there are boxes: refused with a message. */
export const TooManyDigits: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const boxes = boxesIn(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.paste('1234567');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('verify.tooLong', { length: 6 }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Arabic-Indic digits are taken as 0-9. */
export const ArabicIndicDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesIn(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.paste('٤٥٦ ٧٨٩');
    await expect(args.onChange).toHaveBeenLastCalledWith('456789');
  },
};
