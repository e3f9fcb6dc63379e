import { textFor, useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type NotificationItem, NotificationsMenu } from '../NotificationsMenu';
import { TopBar, type TopBarProps } from './TopBar';

/** Stories render the bar with the toolbar's language and sample links. */

const SAMPLE = {
  name: { en: 'Dars Academy', ar: 'أكاديمية درس' },
  student: { en: 'Sara Ahmed', ar: 'سارة أحمد' },
};

/** Names a server may give the platform: 17 and 30 characters in each language. */
const NAMES = {
  medium: { en: 'Reference Academy', ar: 'أكاديمية المرجعية' },
  long: { en: 'Reference Academy for Learning', ar: 'أكاديمية المرجع للتعليم الرقمي' },
};

const sample = (count: number): NotificationItem[] =>
  Array.from({ length: Math.max(count, 2) }, (_, i) => ({
    id: i + 1,
    title: `#${i + 1}`,
    body: '—',
    created_at: '2025-12-20T10:00:00Z',
    is_read: i >= count,
  }));

type Args = TopBarProps & {
  unread?: number;
  student?: boolean;
  studentName?: string;
  /** The platform's name in each language (the demo's when not given). */
  brand?: { en: string; ar: string };
};

function Harness({ unread = 0, student = false, studentName, brand = SAMPLE.name, ...args }: Args) {
  const { t, lang } = useI18n();
  return (
    <TopBar
      {...args}
      name={args.loading ? null : brand[lang]}
      nav={[
        { href: '/home', label: t('nav.home') },
        { href: '/departments', label: t('nav.departments') },
        { href: '/about_us', label: t('nav.about') },
        { href: '/contact_us', label: t('nav.contact') },
      ]}
      accountLinks={[
        { href: '/profile', label: t('menu.profile') },
        { href: '/my-courses', label: t('menu.myCourses') },
        { href: '/my_fav', label: t('menu.favorites') },
        { href: '/my_certificate', label: t('menu.certificates') },
      ]}
      account={
        student
          ? {
              kind: 'student',
              name: studentName ?? SAMPLE.student[lang],
              image: '/demo-media/avatars/student.svg',
              notifications: (
                <NotificationsMenu
                  items={sample(unread)}
                  status="ready"
                  onRead={fn()}
                  onReadAll={fn()}
                  onDelete={fn()}
                />
              ),
            }
          : { kind: 'visitor' }
      }
    />
  );
}

const meta = {
  title: 'UI/TopBar',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: {
    name: null,
    logoUrl: '/demo-media/logo.svg',
    nav: [],
    currentPath: '/home',
    onToggleLanguage: fn(),
    onSearch: fn(),
    onLogout: fn(),
    onMenuOpenChange: fn(),
    account: { kind: 'visitor' },
    accountLinks: [],
  },
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { darsViewport: 375, chromatic: { viewports: [375] } };

/** A visitor: login and register buttons. */
export const Visitor: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: textFor(globals).t('auth.login') })).toBeVisible();
    const box = canvas.getByRole('searchbox');
    // A blank term is ignored; a real one is sent trimmed.
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '  react {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('react');
  },
};

/** App info is slow: a spinner stands in for the name. */
export const LoadingName: Story = { args: { loading: true, logoUrl: null } };

/** A student with no unread notifications: cart, bell without a badge, avatar menu. */
export const StudentNoUnread: Story = { args: { student: true, unread: 0 } };

/** Three unread: the badge shows 3. */
export const StudentThreeUnread: Story = { args: { student: true, unread: 3 } };

/** More than ten unread: the badge shows 10+ (١٠+ in Arabic: one digit style per language). */
export const StudentElevenUnread: Story = {
  args: { student: true, unread: 11 },
  play: async ({ canvasElement, globals }) => {
    const { pick } = textFor(globals);
    await expect(within(canvasElement).getByText(pick({ ar: '١٠+', en: '10+' }))).toBeVisible();
  },
};

/** The page never scrolls sideways: nothing in it is wider than the screen. */
const noSidewaysScroll = (doc: Document) => {
  const root = doc.scrollingElement ?? doc.documentElement;
  return expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/**
 * The brand is never cut: the link home is named by the platform's name alone, and the name shows whole
 * (no ellipsis, no line wider than its box), or, where the bar has no room for it, the logo alone (with no
 * logo, the name's first letter) stands for it.
 */
async function brandWhole({ canvasElement, args, globals }: Parameters<NonNullable<Story['play']>>[0]) {
  const { pick } = textFor(globals);
  const brandName = pick(args.brand ?? SAMPLE.name);
  const home = within(canvasElement).getByRole('link', { name: brandName });
  const shown = within(home).getByText(brandName);
  // Read again until the bar has settled: it may move from the name to the logo alone as it lays out.
  await waitFor(() => {
    if (shown.getBoundingClientRect().width <= 1) {
      // The logo, or with none the name's first letter, stands for it.
      const standIn = [...home.children].find((el) => el !== shown && el.getBoundingClientRect().width >= 24);
      expect(standIn).toBeVisible();
    } else {
      expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
    }
  });
  noSidewaysScroll(canvasElement.ownerDocument);
}

/**
 * The smallest phone (320 px), a student with four icons beside the brand: no room for the name beside
 * the logo, so the logo alone stands for it (the name stays the link's name, for screen readers).
 */
export const StudentBrandAt320: Story = {
  parameters: { darsViewport: 320, chromatic: { viewports: [320] } },
  args: { student: true, unread: 11 },
  play: brandWhole,
};

/** A 30-character name on a desktop, beside the navigation: two lines, never cut. */
export const LongName: Story = { args: { brand: NAMES.long }, play: brandWhole };

/** A 30-character name in the two-row bar (768 px), a student. */
export const LongNameAt768: Story = {
  parameters: { darsViewport: 768, chromatic: { viewports: [768] } },
  args: { brand: NAMES.long, student: true, unread: 3 },
  play: brandWhole,
};

/** A 30-character name on a phone, a visitor: the bar holds only the menu button beside it. */
export const LongNameAt375: Story = {
  parameters: mobile,
  args: { brand: NAMES.long },
  play: brandWhole,
};

/** A 17-character name on a phone beside a student's four icons: two lines, a size smaller where needed. */
export const MediumNameStudentAt375: Story = {
  parameters: mobile,
  args: { brand: NAMES.medium, student: true, unread: 3 },
  play: brandWhole,
};

/** A 30-character name beside a student's four icons on a phone: the logo alone stands for it. */
export const LongNameStudentAt375: Story = {
  parameters: mobile,
  args: { brand: NAMES.long, student: true, unread: 3 },
  play: brandWhole,
};

/** No logo, a 30-character name and a student's icons on the smallest phone: the name's first letter stands for it. */
export const LongNameNoLogoStudentAt320: Story = {
  parameters: { darsViewport: 320, chromatic: { viewports: [320] } },
  args: { brand: NAMES.long, logoUrl: null, student: true, unread: 3 },
  play: brandWhole,
};

/**
 * A 5,000-character name on a 320 px phone, the avatar menu open: the menu stays on the screen (the
 * name ends in an ellipsis) and the page never scrolls sideways.
 */
export const StudentLongNameMenuAt320: Story = {
  parameters: { darsViewport: 320, chromatic: { viewports: [320] } },
  args: { student: true, unread: 3, studentName: `${'محمد '.repeat(20)}${'A'.repeat(5000)}` },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const doc = canvasElement.ownerDocument;
    noSidewaysScroll(doc);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(t('menu.label')) }));
    const menu = await within(doc.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t('auth.logout') })).toBeVisible();
    await waitFor(() => {
      const box = menu.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    });
    noSidewaysScroll(doc);
    await userEvent.keyboard('{Escape}');
  },
};

/** The avatar menu, opened with the keyboard. */
export const StudentAccountMenu: Story = {
  args: { student: true, unread: 3 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { t } = textFor(globals);
    const button = canvas.getByRole('button', { name: new RegExp(t('menu.label')) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t('menu.profile') })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('auth.logout') }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/**
 * The skip link at phone width: not drawn until it has focus, the first Tab draws it over the bar's start.
 * Its box stays inside the bar either way: hung above it, it would lie over the page scrolled under the
 * sticky bar, beside the content's own targets there.
 */
export const SkipLinkFocused: Story = {
  parameters: mobile,
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: textFor(globals).t('app.skipToContent') });
    const bar = canvasElement.querySelector('header')?.getBoundingClientRect();
    const drawn = () => {
      const r = link.getBoundingClientRect();
      return canvasElement.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === link;
    };
    const insideBar = () => {
      const r = link.getBoundingClientRect();
      return !!bar && r.top >= bar.top && r.bottom <= bar.bottom;
    };
    await expect(drawn()).toBe(false);
    await expect(insideBar()).toBe(true);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(drawn()).toBe(true);
    await expect(insideBar()).toBe(true);
  },
};

/** Phone width, menu closed: the hamburger replaces the links. */
export const MobileMenuClosed: Story = { parameters: mobile };

/**
 * The slide-in menu, once it is shown with its Home link. It is a part loaded on demand (lazyPart):
 * without this wait, the picture could be taken before it arrives, showing the menu still closed.
 */
async function shownMenu({ canvasElement, globals }: Parameters<NonNullable<Story['play']>>[0]) {
  const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(within(menu).getByRole('link', { name: textFor(globals).t('nav.home') })).toBeVisible();
  return menu;
}

const menuShown: Story['play'] = async (ctx) => {
  await shownMenu(ctx);
};

/** Phone width, the slide-in menu open (a visitor). */
export const MobileMenuOpenVisitor: Story = { parameters: mobile, args: { menuOpen: true }, play: menuShown };

/** Phone width, the slide-in menu open (a student). */
export const MobileMenuOpenStudent: Story = {
  parameters: mobile,
  args: { menuOpen: true, student: true, unread: 3 },
  play: menuShown,
};

/** Phone width: the hamburger opens the menu, Escape closes it and focus returns. */
export const MobileMenuKeyboard: Story = {
  parameters: mobile,
  play: async (ctx) => {
    const { canvasElement, globals } = ctx;
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: textFor(globals).t('nav.menu.open') });
    await userEvent.click(open);
    await shownMenu(ctx);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};
