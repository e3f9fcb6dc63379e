import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDetails, ContactDetailsPlaceholder, type ContactInfo } from './ContactDetails';

const CONTACT: Record<'ar' | 'en', ContactInfo> = {
  ar: {
    phone: '+20 100 555 0199',
    address: 'شارع التحرير ١٢، الدقي، الجيزة، مصر',
    email: 'support@dars.example',
    twitter: 'https://x.com/dars_academy',
    facebook: 'https://facebook.com/dars.academy',
    instagram: 'https://instagram.com/dars.academy',
    snapchat: '',
    youtube: 'https://youtube.com/@dars-academy',
    whatsapp: 'https://wa.me/201005550199',
  },
  en: {
    phone: '+20 100 555 0199',
    address: '12 Tahrir Street, Dokki, Giza, Egypt',
    email: 'support@dars.example',
    twitter: 'https://x.com/dars_academy',
    facebook: 'https://facebook.com/dars.academy',
    instagram: 'https://instagram.com/dars.academy',
    snapchat: '',
    youtube: 'https://youtube.com/@dars-academy',
    whatsapp: 'https://wa.me/201005550199',
  },
};

const meta = {
  title: 'UI/ContactDetails',
  component: ContactDetails,
  args: { contact: CONTACT.en, title: '' },
  render: (args, { globals }) => {
    const { t, pick } = textFor(globals);
    return (
      <ContactDetails {...args} contact={{ ...pick(CONTACT), ...partial(args.contact) }} title={t('contact.details')} />
    );
  },
} satisfies Meta<typeof ContactDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only the fields a story blanks on purpose are taken from its args. */
const partial = (contact: ContactInfo) =>
  Object.fromEntries(Object.entries(contact).filter(([, value]) => value === '')) as Partial<ContactInfo>;

/** Everything app info gives: address, phone, e-mail and five networks. */
export const Full: Story = {
  args: { contact: { ...CONTACT.en, snapchat: 'x' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const social = canvas.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    await expect(social).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /0199/ })).toHaveAttribute('href', 'tel:+201005550199');
  },
};

/** No phone and no networks: those parts are left out. */
export const Partial: Story = {
  args: {
    contact: {
      ...CONTACT.en,
      phone: '',
      twitter: '',
      facebook: '',
      instagram: '',
      snapchat: '',
      youtube: '',
      whatsapp: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /0199/ })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** App info still on its way: the heading, and muted rows of the details' size. */
export const Loading: Story = {
  render: (_args, { globals }) => <ContactDetailsPlaceholder title={textFor(globals).t('contact.details')} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: textFor(globals).t('contact.details') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
