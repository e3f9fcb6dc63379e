import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTabDraft } from './draft';

describe('useTabDraft', () => {
  it('keeps what is typed for the tab, restores it once the form is ready, and forgets it once sent', () => {
    const restore = vi.fn();
    const first = renderHook(({ values, sent }) => useTabDraft('profile', values, { sent }, () => {}), {
      initialProps: { values: { name: '', phone: '' }, sent: false },
    });
    first.rerender({ values: { name: 'Sara', phone: '0501234567' }, sent: false });
    expect(JSON.parse(sessionStorage.getItem('dars.draft.profile') ?? 'null')).toEqual({
      name: 'Sara',
      phone: '0501234567',
    });
    first.unmount();

    // The form comes back (after logging in again): nothing is restored while it loads, then once.
    const second = renderHook(({ ready, values }) => useTabDraft('profile', values, { ready, sent: false }, restore), {
      initialProps: { ready: false, values: { name: 'Old', phone: '0501234567' } },
    });
    expect(restore).not.toHaveBeenCalled();
    second.rerender({ ready: true, values: { name: 'Old', phone: '0501234567' } });
    expect(restore.mock.calls).toEqual([['name', 'Sara']]);
    second.rerender({ ready: true, values: { name: 'Sara', phone: '0501234567' } });
    expect(restore).toHaveBeenCalledTimes(1);

    second.rerender({ ready: true, values: { name: 'Sara', phone: '0501234567' } });
    renderHook(() => useTabDraft('profile', { name: 'Sara', phone: '0501234567' }, { sent: true }, () => {}));
    expect(sessionStorage.getItem('dars.draft.profile')).toBeNull();
  });
});
