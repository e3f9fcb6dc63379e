import { createTranslator, type Language, type MessageKey, textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type FooterLink, SiteFooter, type SiteFooterProps } from './SiteFooter';

/** The spec's footer link targets differ by language; labels come from the catalogue. */
const QUICK_LINKS: Record<Language, [string, MessageKey][]> = {
  ar: [
    ['/courses-page', 'footer.courses'],
    ['/about_us', 'footer.about'],
    ['/contact_us', 'footer.contact'],
    ['/departments', 'footer.departments'],
    ['/packages', 'footer.plans'],
    ['/login', 'footer.login'],
    ['/register', 'footer.register'],
    ['/faq', 'footer.faq'],
  ],
  en: [
    ['/courses', 'footer.courses'],
    ['/about', 'footer.about'],
    ['/contact', 'footer.contact'],
    ['/departments', 'footer.departments'],
    ['/packages', 'footer.plans'],
    ['/login', 'footer.login'],
    ['/register', 'footer.register'],
    ['/faqs', 'footer.faq'],
  ],
};

const POLICY_LINKS: [string, MessageKey][] = [
  ['/terms_condition', 'policy.terms'],
  ['/privacy_policy', 'policy.privacy'],
  ['/intellectual_property', 'policy.intellectualProperty'],
  ['/technical_support_policy', 'policy.technicalSupport'],
  ['/payment_refund_policy', 'policy.paymentRefund'],
  ['/attendace_policy', 'policy.attendance'],
  ['/user_guides', 'footer.userGuides'],
];

/** App info as the demo API answers it in each language. */
const DEMO: Record<Language, { name: string; address: string }> = {
  ar: { name: 'أكاديمية درس', address: 'طريق الملك فهد، حي العليا، الرياض، المملكة العربية السعودية' },
  en: { name: 'Dars Academy', address: 'King Fahd Road, Al Olaya, Riyadh, Saudi Arabia' },
};

const ALL_SOCIAL: SiteFooterProps['social'] = [
  { kind: 'twitter', href: 'https://x.com/dars_academy' },
  { kind: 'facebook', href: 'https://www.facebook.com/dars.academy' },
  { kind: 'instagram', href: 'https://www.instagram.com/dars.academy' },
  { kind: 'snapchat', href: 'https://www.snapchat.com/add/dars.academy' },
  { kind: 'youtube', href: 'https://www.youtube.com/@dars.academy' },
  { kind: 'whatsapp', href: 'https://wa.me/966112345678' },
];

function labelled(entries: [string, MessageKey][], lang: Language): FooterLink[] {
  const t = createTranslator(lang);
  return entries.map(([href, key]) => ({ href, label: t(key) }));
}

type StoryArgs = SiteFooterProps & {
  /** Which language's link targets the app passes; without it, the toolbar's language decides. */
  linkSet?: Language;
};

const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    // 'demo' stands for the demo app info in the toolbar's language; links and policies are filled by render.
    name: 'demo',
    logoUrl: '/demo-media/logo.svg',
    social: ALL_SOCIAL.filter((item) => ['twitter', 'instagram', 'youtube', 'whatsapp'].includes(item.kind)),
    links: [],
    policies: [],
    address: 'demo',
    phone: '+966 11 234 5678',
    email: 'hello@dars.example',
    year: 2025,
    onNavigate: fn(),
  },
  argTypes: { linkSet: { control: 'inline-radio', options: ['ar', 'en'] } },
  render: ({ linkSet, ...args }, { globals }) => {
    const { lang } = textFor(globals);
    return (
      <SiteFooter
        {...args}
        name={args.name === 'demo' ? DEMO[lang].name : args.name}
        address={args.address === 'demo' ? DEMO[lang].address : args.address}
        links={args.links.length > 0 ? args.links : labelled(QUICK_LINKS[linkSet ?? lang], lang)}
        policies={args.policies.length > 0 ? args.policies : labelled(POLICY_LINKS, lang)}
      />
    );
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Arabic app's footer: Arabic link targets (/courses-page, /about_us, …). A plain click navigates in-app. */
export const Arabic: Story = {
  args: { linkSet: 'ar' },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const quick = within(canvas.getByRole('navigation', { name: t('footer.quickLinks') }));
    const about = quick.getByRole('link', { name: t('footer.about') });
    await expect(about).toHaveAttribute('href', '/about_us');
    await userEvent.click(about);
    await expect(args.onNavigate).toHaveBeenCalledWith('/about_us');
  },
};

/** The English app's footer: English link targets (/courses, /about, /faqs, …). */
export const English: Story = {
  args: { linkSet: 'en' },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const quick = within(canvas.getByRole('navigation', { name: t('footer.quickLinks') }));
    await userEvent.click(quick.getByRole('link', { name: t('footer.faq') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/faqs');
  },
};

/** App info gives a URL for every network: six icons, each opening in a new tab. */
export const AllSocialNetworks: Story = {
  args: { social: ALL_SOCIAL },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const social = canvas.getAllByRole('link', { name: new RegExp(literally(t('common.opensInNewTab'))) });
    await expect(social).toHaveLength(6);
    for (const link of social) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** No social URLs and no address, phone or email in app info: those blocks are not shown. */
export const NoSocialNoContact: Story = {
  args: { social: [], address: null, phone: null, email: null },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t('footer.followUs'))).toBeNull();
    await expect(canvas.queryByText(t('footer.contactInfo'))).toBeNull();
    await expect(canvas.getByRole('navigation', { name: t('footer.policies') })).toBeVisible();
  },
};

/** A javascript: URL from the server is dropped; the http(s) ones stay. */
export const WithUnsafeSocialLink: Story = {
  args: {
    social: [
      { kind: 'twitter', href: 'https://x.com/dars_academy' },
      { kind: 'facebook', href: 'javascript:alert(document.cookie)' },
      { kind: 'youtube', href: 'https://www.youtube.com/@dars.academy' },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: new RegExp(literally(t('social.facebook'))) })).toBeNull();
    await expect(canvas.getByRole('link', { name: new RegExp(literally(t('social.twitter'))) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(literally(t('social.youtube'))) })).toBeVisible();
    await expect(canvasElement.querySelector('a[href^="javascript:"]')).toBeNull();
  },
};

/** Messages contain brackets ("X (Twitter)"): match them literally. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
