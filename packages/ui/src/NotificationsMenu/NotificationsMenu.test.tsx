import { createI18nValue, FOREIGN_DIGITS, I18nProvider, type Language } from '@dars/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  formatBadge,
  type NotificationItem,
  NotificationsMenu,
  type NotificationsMenuProps,
} from './NotificationsMenu';

const ITEMS: NotificationItem[] = [
  { id: 7, title: 'New lesson', body: 'A lesson was added.', created_at: '2026-11-21T09:30:00Z', is_read: false },
  { id: 8, title: 'Certificate ready', body: 'Download it now.', created_at: '2026-11-20T09:30:00Z', is_read: false },
  { id: 9, title: 'Plan renewed', body: 'Your plan was renewed.', created_at: '', is_read: true },
];

function setup(props: Partial<NotificationsMenuProps> = {}, lang: Language = 'en') {
  const callbacks = {
    onOpen: vi.fn(),
    onRead: vi.fn(),
    onReadAll: vi.fn(),
    onDelete: vi.fn(),
    onRetry: vi.fn(),
    onOpenChange: vi.fn(),
  };
  render(
    <I18nProvider lang={lang}>
      <NotificationsMenu items={ITEMS} status="ready" {...callbacks} {...props} />
    </I18nProvider>,
  );
  return { ...callbacks, user: userEvent.setup() };
}

describe('formatBadge', () => {
  it('shows nothing for no unread, the count up to 10, and 10+ above', () => {
    const digits = createI18nValue('en').format.digits;
    expect(formatBadge(0, digits)).toBeNull();
    expect(formatBadge(3, digits)).toBe('3');
    expect(formatBadge(10, digits)).toBe('10');
    expect(formatBadge(11, digits)).toBe('10+');
    expect(formatBadge(250, digits)).toBe('10+');
  });

  it('writes the Arabic badge in Arabic-Indic digits, like the count in its name', () => {
    const digits = createI18nValue('ar').format.digits;
    expect(formatBadge(3, digits)).toBe('٣');
    expect(formatBadge(11, digits)).toBe('١٠+');
  });
});

describe('NotificationsMenu', () => {
  it('never claims there is nothing unread when the list failed to load, and offers no mark-all then', async () => {
    const { user } = setup({ status: 'failed', items: [] });
    const bell = screen.getByRole('button', { name: /Open notifications/ });
    expect(bell.textContent).not.toMatch(/No unread/);
    expect(screen.getByText('Notifications could not be loaded')).toBeTruthy();
    await user.click(bell);
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the bell with the unread count in English', () => {
    setup();
    const bell = screen.getByRole('button', { name: 'Open notifications 2 unread notifications' });
    expect(within(bell.parentElement as HTMLElement).getByText('2')).toBeTruthy();
  });

  it('names the bell with the unread count in Arabic', () => {
    setup({ items: [...ITEMS, { ...ITEMS[0], id: 10 } as NotificationItem] }, 'ar');
    const bell = screen.getByRole('button', { name: 'فتح الإشعارات ٣ إشعارات غير مقروءة' });
    // The badge a sighted user sees agrees with the name: ٣, not 3.
    expect(within(bell.parentElement as HTMLElement).getByText('٣')).toBeTruthy();
  });

  it('shows the Arabic badge above ten as ١٠+, with no Latin digit', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...(ITEMS[0] as NotificationItem), id: i + 1 }));
    setup({ items: many }, 'ar');
    const bell = screen.getByRole('button', { name: /فتح الإشعارات/ });
    const root = bell.parentElement as HTMLElement;
    expect(within(root).getByText('١٠+')).toBeTruthy();
    expect(root.textContent).not.toMatch(FOREIGN_DIGITS.ar);
  });

  it('shows no badge with nothing unread', () => {
    setup({ items: [ITEMS[2] as NotificationItem] });
    const quiet = screen.getByRole('button', { name: 'Open notifications No unread notifications' });
    expect(quiet.parentElement?.textContent).not.toMatch(/\d/);
  });

  it('caps the badge at 10+', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...(ITEMS[0] as NotificationItem), id: i + 1 }));
    setup({ items: many });
    const bell = screen.getByRole('button', { name: 'Open notifications 12 unread notifications' });
    expect(within(bell.parentElement as HTMLElement).getByText('10+')).toBeTruthy();
  });

  it('opens the panel with the items and calls onOpen', async () => {
    const { user, onOpen, onOpenChange } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Open notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(panel).getByText('New lesson')).toBeTruthy();
    expect(within(panel).getByText('A lesson was added.')).toBeTruthy();
    // Unread rows say so in words; a missing date reads "Not available".
    expect(within(rows[0] as HTMLElement).getByText('Unread')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Unread')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Not available')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Nov 21, 2026')).toBeTruthy();
  });

  it('draws the panel as the bell is tapped and its rows just after, so the tap is answered at once', async () => {
    setup({ items: Array.from({ length: 15 }, (_, i) => ({ ...(ITEMS[0] as NotificationItem), id: i + 1 })) });
    // As in a browser, outside act(): React renders the tap's update before the next task, and work it
    // may put off (a deferred value) in tasks of its own, after the browser has painted the panel.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: /Open notifications/ }).click();
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      const panel = screen.getByRole('dialog', { name: 'Notifications' });
      // The panel comes with focus already in it, on its first control: nothing of the opening is left for
      // a later frame or a positioning pass.
      expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Mark all as read' }));
      expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
      expect(await within(panel).findAllByRole('listitem')).toHaveLength(15);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  // Focus going back to the bell needs layout (Ariakit only focuses elements with a box): the
  // Interactive story checks it in Chromium.
  it('closes on Escape', async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: /Open notifications/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: /Open notifications/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('reports read, read-all and delete with the right ids', async () => {
    const { user, onRead, onReadAll, onDelete } = setup({ open: true });
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const markRead = within(panel).getAllByRole('button', { name: 'Mark as read' });
    // Only unread rows offer "mark as read".
    expect(markRead).toHaveLength(2);
    await user.click(markRead[1] as HTMLElement);
    expect(onRead).toHaveBeenCalledWith(8);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(onReadAll).toHaveBeenCalledTimes(1);
    const deletes = within(panel).getAllByRole('button', { name: 'Delete notification' });
    expect(deletes).toHaveLength(3);
    await user.click(deletes[2] as HTMLElement);
    expect(onDelete).toHaveBeenCalledWith(9);
  });

  it('keeps focus in the panel when "mark as read" and "mark all as read" go away', async () => {
    /** A parent that marks items read, as the notifications machine does. */
    function Stateful() {
      const [items, setItems] = useState(ITEMS);
      return (
        <I18nProvider lang="en">
          <NotificationsMenu
            items={items}
            status="ready"
            open
            onRead={(id) => setItems((all) => all.map((i) => (i.id === id ? { ...i, is_read: true } : i)))}
            onReadAll={() => setItems((all) => all.map((i) => ({ ...i, is_read: true })))}
            onDelete={() => {}}
          />
        </I18nProvider>
      );
    }
    render(<Stateful />);
    const user = userEvent.setup();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const [first] = within(panel).getAllByRole('button', { name: 'Mark as read' });
    await user.click(first as HTMLElement);
    // The row's delete button (described by the same title) takes the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete notification'));
    expect(panel.contains(document.activeElement)).toBe(true);
    const describedBy = document.activeElement?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('New lesson');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'));
    expect(document.activeElement?.textContent).toBe('Notifications');
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('disables mark all as read when nothing is unread', async () => {
    const { user, onReadAll } = setup({ open: true, items: ITEMS.map((item) => ({ ...item, is_read: true })) });
    const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark all as read' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onReadAll).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading', async () => {
    setup({ open: true, status: 'loading', items: [] });
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('status').textContent).toBe('Loading…');
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('shows the error and retries when loading failed', async () => {
    const { user, onRetry } = setup({ open: true, status: 'failed', items: [] });
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('alert').textContent).toBe('Failed to fetch data.');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without onRetry', async () => {
    setup({ open: true, status: 'failed', items: [], onRetry: undefined });
    const panel = await screen.findByRole('dialog');
    expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so when there are no notifications, in Arabic too', async () => {
    setup({ open: true, items: [] }, 'ar');
    const panel = await screen.findByRole('dialog', { name: 'الإشعارات' });
    expect(within(panel).getByText('لا توجد لديك إشعارات.')).toBeTruthy();
  });
});
