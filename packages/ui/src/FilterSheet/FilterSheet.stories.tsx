import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FilterPanel } from '../FilterPanel';
import { FilterSheet } from './FilterSheet';

function SheetDemo({ initiallyOpen, globals }: { initiallyOpen: boolean; globals: Record<string, unknown> }) {
  const { t, plural } = textFor(globals);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('listing.openFilters')}
      </Button>
      <FilterSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        doneLabel={t('listing.showResults')}
      >
        <FilterPanel
          state="ready"
          showHeading={false}
          rating={{
            options: [5, 4, 3].map((value) => ({ value, label: plural('count.stars', value), count: value * 3 })),
            selected: [5],
            onToggle: fn(),
          }}
          status={{
            options: [
              { value: 'free', label: t('filters.free'), count: 10 },
              { value: 'paid', label: t('filters.paid'), count: 30 },
            ],
            selected: 'free',
            onSelect: fn(),
            allLabel: t('listing.anyStatus'),
          }}
          canClear
          onClear={fn()}
        />
      </FilterSheet>
    </>
  );
}

const meta = {
  title: 'UI/FilterSheet',
  component: FilterSheet,
  args: { open: true, onClose: fn(), title: '', doneLabel: '', children: null },
  // Drawn without its fade and rise (reduced motion): its pictures are of the open and closed sheet, and on a
  // loaded machine a picture could catch the backdrop a shade short of its end.
  parameters: {
    layout: 'fullscreen',
    darsViewport: 375,
    chromatic: { viewports: [375], prefersReducedMotion: 'reduce' },
  },
  render: (_args, { globals }) => <SheetDemo initiallyOpen globals={globals} />,
} satisfies Meta<typeof FilterSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on a phone: a modal sheet from the bottom, named by its heading, with 'show results'. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('filters.title') });
    await expect(within(sheet).getByRole('button', { name: t('listing.showResults') })).toBeVisible();
  },
};

/** 'Show results' closes it and focus returns to the button that opened it. */
export const OpenAndClose: Story = {
  render: (_args, { globals }) => <SheetDemo initiallyOpen={false} globals={globals} />,
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: t('listing.openFilters') });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('filters.title') });
    await userEvent.click(within(sheet).getByRole('button', { name: t('listing.showResults') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
