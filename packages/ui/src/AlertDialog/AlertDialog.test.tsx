import { I18nProvider } from '@dars/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function renderDialog(props: Partial<AlertDialogProps> = {}) {
  const onConfirm = vi.fn();
  const utils = render(
    <I18nProvider lang="ar">
      <AlertDialog
        open
        title="فشل تسجيل الدخول"
        message="البريد الإلكتروني أو كلمة المرور غير صحيحة."
        confirmLabel="حسنًا"
        tone="error"
        onConfirm={onConfirm}
        {...props}
      />
    </I18nProvider>,
  );
  return { onConfirm, ...utils };
}

describe('AlertDialog', () => {
  it('is a modal alertdialog named by its heading and described by its message', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'فشل تسجيل الدخول' });
    expect(dialog.getAttribute('dir')).toBe('rtl');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(screen.getByRole('heading', { name: 'فشل تسجيل الدخول' })).toBeTruthy();
  });

  it('puts focus on the confirm button and calls onConfirm on click', async () => {
    // jsdom has no layout, and Ariakit focuses only elements with a box: give them one.
    const rects = vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = () => {};
    const { onConfirm } = renderDialog();
    const confirm = await screen.findByRole('button', { name: 'حسنًا' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await userEvent.setup().click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rects.mockRestore();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('keeps focus inside: Tab from the last button wraps to the first link, Shift+Tab back again', async () => {
    // jsdom has no layout, and Ariakit focuses only elements with a box: give them one.
    const rects = vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = () => {};
    try {
      render(
        <I18nProvider lang="ar">
          <button type="button">زر في الصفحة</button>
          <AlertDialog
            open
            tone="info"
            title="افتح صفحة الدفع"
            message={
              <>
                لم يفتح المتصفح صفحة الدفع. <a href="https://pay.example/1">الانتقال إلى صفحة الدفع</a>
              </>
            }
            confirmLabel="إغلاق"
            onConfirm={() => {}}
          />
        </I18nProvider>,
      );
      const dialog = await screen.findByRole('alertdialog');
      const close = within(dialog).getByRole('button', { name: 'إغلاق' });
      const link = within(dialog).getByRole('link', { name: 'الانتقال إلى صفحة الدفع' });
      await waitFor(() => expect(document.activeElement).toBe(close));
      const user = userEvent.setup();
      await user.tab();
      await waitFor(() => expect(document.activeElement).toBe(link));
      await user.tab({ shift: true });
      await waitFor(() => expect(document.activeElement).toBe(close));
    } finally {
      rects.mockRestore();
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('Escape calls onClose when given', async () => {
    const onClose = vi.fn();
    const { onConfirm } = renderDialog({ onClose });
    await screen.findByRole('alertdialog');
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape confirms when there is no onClose', async () => {
    const { onConfirm } = renderDialog();
    await screen.findByRole('alertdialog');
    await userEvent.setup().keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed, and closes when the caller says so', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <I18nProvider lang="en">
          <AlertDialog open={open} title="Done" message="Saved." confirmLabel="OK" onConfirm={() => setOpen(false)} />
        </I18nProvider>
      );
    }
    render(<Harness />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closed from the start: no dialog', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
