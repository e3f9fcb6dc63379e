import { FOREIGN_DIGITS, type Language, textFor } from '@dars/i18n';
import { vars } from '@dars/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type NotificationItem, NotificationsMenu, type NotificationsMenuProps } from './NotificationsMenu';

type Texts = readonly (readonly [title: string, body: string])[];

const TEXTS: Record<Language, Texts> = {
  ar: [
    ['تمت إضافة درس جديد', 'أُضيف درس جديد بعنوان «المتغيرات وأنواع البيانات» إلى دورة بايثون للمبتدئين.'],
    [
      'شهادتك جاهزة',
      'تهانينا! أتممت دورة «أساسيات تصميم تجربة المستخدم». يمكنك الآن تنزيل شهادتك من صفحة الشهادات ومشاركتها مع أصدقائك وزملائك في العمل.',
    ],
    ['تم تجديد اشتراكك', 'جُدِّد اشتراكك الشهري بنجاح، ويمكنك الاشتراك في ثلاث دورات إضافية هذا الشهر.'],
    ['نتيجة الاختبار', 'حصلت على ٨٥٪ في اختبار الوحدة الثانية. أحسنت!'],
    ['خصم خاص لك', 'استخدم الكوبون DARS20 لتحصل على خصم ٢٠٪ على أي دورة حتى نهاية الأسبوع.'],
  ],
  en: [
    ['New lesson added', 'A new lesson, “Variables and data types”, was added to Python for beginners.'],
    [
      'Your certificate is ready',
      'Congratulations! You completed “UX design fundamentals”. Download your certificate from the certificates page and share it with your friends and colleagues.',
    ],
    ['Subscription renewed', 'Your monthly plan was renewed. You can subscribe to three more courses this month.'],
    ['Exam result', 'You scored 85% in the unit 2 exam. Well done!'],
    ['A discount for you', 'Use the coupon DARS20 for 20% off any course until the end of the week.'],
  ],
};

const DATES = [
  '2026-11-21T09:30:00Z',
  '2026-11-20T16:05:00Z',
  '2026-11-18T08:00:00Z',
  '2026-11-12T11:45:00Z',
  '2026-11-02T19:20:00Z',
];

/** A notification far longer than two lines: every word of it must be readable in the panel. */
const LONG: Record<Language, readonly [title: string, body: string]> = {
  ar: [
    'تغيير في موعد البث المباشر',
    'نود إعلامك بأن جلسة المراجعة المباشرة لدورة «تحليل البيانات باستخدام بايثون» نُقلت من يوم الثلاثاء إلى يوم الخميس في الساعة السابعة مساءً بتوقيت القاهرة، وذلك بسبب صيانة مجدولة للمنصة. سيبقى رابط الجلسة كما هو، وستُتاح التسجيلات في صفحة الدورة بعد انتهاء الجلسة بساعتين. إن لم يناسبك الموعد الجديد فيمكنك إرسال أسئلتك مسبقًا من صفحة الدورة وسيجيب عنها المدرّب في أثناء الجلسة. الكلمة الأخيرة.',
  ],
  en: [
    'Live session moved',
    'The live review session of “Data analysis with Python” has moved from Tuesday to Thursday at 7 pm Cairo time because of scheduled platform maintenance. The session link stays the same, and the recording will be on the course page two hours after the session ends. If the new time does not suit you, send your questions in advance from the course page and the instructor will answer them during the session. The last word.',
  ],
};

type Sample = 'none' | 'allRead' | 'threeUnread' | 'elevenUnread' | 'mixed' | 'long';

/** Notifications in the story's language: `count` of them, the first `unread` unread. */
function make(lang: Language, count: number, unread: number): NotificationItem[] {
  const texts = TEXTS[lang];
  return Array.from({ length: count }, (_, index) => {
    const [title, body] = texts[index % texts.length] ?? ['', ''];
    return {
      id: 101 + index,
      title,
      body,
      created_at: DATES[index % DATES.length] ?? '',
      is_read: index >= unread,
    };
  });
}

function sampleItems(lang: Language, sample: Sample): NotificationItem[] {
  switch (sample) {
    case 'none':
      return [];
    case 'allRead':
      return make(lang, 3, 0);
    case 'threeUnread':
      return make(lang, 5, 3);
    case 'elevenUnread':
      return make(lang, 12, 11);
    case 'mixed':
      return make(lang, 5, 2);
    case 'long': {
      const [title, body] = LONG[lang];
      return [{ id: 100, title, body, created_at: DATES[0] ?? '', is_read: false }, ...make(lang, 2, 0)];
    }
  }
}

type StoryArgs = NotificationsMenuProps & {
  /** Which sample notifications to show, in the toolbar's language. */
  sample: Sample;
};

const meta = {
  title: 'UI/NotificationsMenu',
  component: NotificationsMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    sample: 'mixed',
    items: [],
    status: 'ready',
    onOpen: fn(),
    onRead: fn(),
    onReadAll: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    sample: { control: 'select', options: ['none', 'allRead', 'threeUnread', 'elevenUnread', 'mixed', 'long'] },
    items: { control: false },
  },
  // Like the top bar: the bell sits at the inline end, with room below for the open panel; the bar is the
  // panel's box on a phone, as the sticky header is.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 520 }}>
        <div
          style={{
            position: 'relative',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            minBlockSize: 64,
            paddingInline: 16,
            background: vars.color.surface,
            borderBlockEnd: `1px solid ${vars.color.border}`,
          }}
        >
          <Story />
        </div>
      </div>
    ),
  ],
  render: ({ sample, ...args }, { globals }) => {
    return <NotificationsMenu {...args} items={sampleItems(textFor(globals).lang, sample)} />;
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: the bell has no badge. */
export const ClosedNoUnread: Story = {
  args: { sample: 'allRead' },
  play: async ({ canvasElement, globals }) => {
    const { t, plural } = textFor(globals);
    const bell = within(canvasElement).getByRole('button', { name: new RegExp(t('notifications.open')) });
    await expect(bell).toHaveAccessibleName(`${t('notifications.open')} ${plural('count.unreadNotifications', 0)}`);
    await expect(bell.parentElement).not.toHaveTextContent(/[0-9\u0660-\u0669]/);
  },
};

/** Three unread: the badge reads 3 (٣ in Arabic, the digits of the count in the bell's name). */
export const ClosedThreeUnread: Story = {
  args: { sample: 'threeUnread' },
  play: async ({ canvasElement, globals }) => {
    const { t, plural, pick } = textFor(globals);
    const bell = within(canvasElement).getByRole('button', { name: new RegExp(t('notifications.open')) });
    await expect(bell).toHaveAccessibleName(`${t('notifications.open')} ${plural('count.unreadNotifications', 3)}`);
    await expect(within(bell.parentElement as HTMLElement).getByText(pick({ ar: '٣', en: '3' }))).toBeVisible();
  },
};

/** Eleven unread: above ten, the badge reads 10+ (١٠+ in Arabic), number first in both languages. */
export const ClosedElevenUnread: Story = {
  args: { sample: 'elevenUnread' },
  play: async ({ canvasElement, globals }) => {
    const { t, plural, pick, lang } = textFor(globals);
    const bell = within(canvasElement).getByRole('button', { name: new RegExp(t('notifications.open')) });
    await expect(bell).toHaveAccessibleName(`${t('notifications.open')} ${plural('count.unreadNotifications', 11)}`);
    const badge = within(bell.parentElement as HTMLElement).getByText(pick({ ar: '١٠+', en: '10+' }));
    await expect(badge).toBeVisible();
    await expect(badge.textContent).not.toMatch(FOREIGN_DIGITS[lang]);
  },
};

/** Open, read and unread notifications together; the actions report their ids. */
export const OpenWithItems: Story = {
  args: { sample: 'mixed', open: true },
  play: async ({ args, globals }) => {
    const { t } = textFor(globals);
    const panel = await screen.findByRole('dialog', { name: t('notifications.title') });
    const inPanel = within(panel);
    await expect(inPanel.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(inPanel.getByRole('button', { name: t('notifications.markAllRead') }));
    await expect(args.onReadAll).toHaveBeenCalledTimes(1);
    await userEvent.click(inPanel.getAllByRole('button', { name: t('notifications.markRead') })[1] as HTMLElement);
    await expect(args.onRead).toHaveBeenCalledWith(102);
    await userEvent.click(inPanel.getAllByRole('button', { name: t('notifications.deleteLabel') })[3] as HTMLElement);
    await expect(args.onDelete).toHaveBeenCalledWith(104);
  },
};

/**
 * A notification many lines long: the panel shows all of it, wrapped (there is no other place to read
 * it), never two lines and an ellipsis. At phone width, where it wraps most.
 */
export const OpenLongText: Story = {
  args: { sample: 'long', open: true },
  parameters: { darsViewport: 375, chromatic: { viewports: [375] } },
  play: async ({ globals }) => {
    const { t, lang } = textFor(globals);
    const panel = await screen.findByRole('dialog', { name: t('notifications.title') });
    const [, bodyText] = LONG[lang];
    const body = within(panel).getByText(bodyText);
    await expect(body).toBeVisible();
    // Nothing of it is clipped: its box holds all its lines, and no line clamp is set.
    await expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight + 1);
    await expect(getComputedStyle(body).webkitLineClamp).toBe('none');
    await expect(body.getBoundingClientRect().height).toBeGreaterThan(
      4 * Number.parseFloat(getComputedStyle(body).lineHeight),
    );
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Open while the list loads. */
export const OpenLoading: Story = {
  args: { sample: 'none', status: 'loading', open: true },
  play: async ({ globals }) => {
    const { t } = textFor(globals);
    const panel = await screen.findByRole('dialog', { name: t('notifications.title') });
    await expect(within(panel).getByRole('status')).toHaveTextContent(t('app.loading'));
    await expect(within(panel).getByRole('button', { name: t('notifications.markAllRead') })).toBeDisabled();
    // Nothing inside to focus: the panel holds focus itself, and draws its ring (the picture shows it).
    await waitFor(() => expect(panel).toHaveFocus());
  },
};

/** Open after the list failed to load: the error and a retry button. */
export const OpenFailed: Story = {
  args: { sample: 'none', status: 'failed', open: true },
  play: async ({ args, globals }) => {
    const { t } = textFor(globals);
    const panel = await screen.findByRole('dialog', { name: t('notifications.title') });
    await expect(within(panel).getByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    // Nothing to mark, and the bell does not claim "no unread notifications".
    await expect(within(panel).queryByRole('button', { name: t('notifications.markAllRead') })).toBeNull();
    await expect(screen.getByRole('button', { name: new RegExp(t('notifications.loadFailed')) })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Open with no notifications at all. */
export const OpenEmpty: Story = {
  args: { sample: 'none', open: true },
  play: async ({ globals }) => {
    const { t } = textFor(globals);
    const panel = await screen.findByRole('dialog', { name: t('notifications.title') });
    await expect(within(panel).getByText(t('empty.notifications'))).toBeVisible();
    await expect(within(panel).getByRole('button', { name: t('notifications.markAllRead') })).toBeDisabled();
    await waitFor(() => expect(panel).toHaveFocus());
  },
};

/** Uncontrolled: the bell opens the panel, Escape closes it and focus returns to the bell. */
export const Interactive: Story = {
  args: { sample: 'threeUnread' },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const bell = within(canvasElement).getByRole('button', { name: new RegExp(t('notifications.open')) });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: t('notifications.title') });
    await expect(panel).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
