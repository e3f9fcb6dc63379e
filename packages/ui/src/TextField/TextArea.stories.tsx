import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const TEXT = {
  label: { ar: 'رسالتك', en: 'Your message' },
  hint: { ar: 'اكتب ما تودّ إخبارنا به.', en: 'Tell us what is on your mind.' },
  error: { ar: 'هذا الحقل مطلوب.', en: 'This field is required.' },
  typed: { ar: 'أودّ الاستفسار عن مواعيد الدورة القادمة.', en: 'I would like to ask about the next course dates.' },
};

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: '', value: '', onChange: () => {} },
  render: function Render(args, { globals }) {
    const { pick } = textFor(globals);
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxInlineSize: 480 }}>
        <TextArea
          {...args}
          label={pick(TEXT.label)}
          hint={pick(TEXT.hint)}
          error={args.error ? pick(TEXT.error) : null}
          value={value}
          onChange={setValue}
        />
      </div>
    );
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true } };

export const Typing: Story = {
  args: { required: true },
  play: async ({ canvasElement, globals }) => {
    const { pick } = textFor(globals);
    const field = within(canvasElement).getByLabelText(pick(TEXT.label));
    await userEvent.type(field, pick(TEXT.typed));
    await expect(field).toHaveValue(pick(TEXT.typed));
  },
};

export const WithError: Story = {
  args: { required: true, error: 'x' },
  play: async ({ canvasElement, globals }) => {
    const { pick } = textFor(globals);
    const field = within(canvasElement).getByLabelText(pick(TEXT.label));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${pick(TEXT.error)} ${pick(TEXT.hint)}`);
  },
};

export const ReadOnly: Story = { args: { readOnly: true, value: 'x' } };
