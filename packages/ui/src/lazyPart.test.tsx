import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_RETRY_MS, lazyPart } from './lazyPart';

function Menu({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** An import that fails `failures` times, then loads. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Menu };
  });
  return load;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('shows the fallback while the code loads, then the part with its props', async () => {
    const Part = lazyPart(flakyImport(0));
    render(<Part fallback={<span>waiting</span>} label="Account" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('once loaded, shows the part at once wherever it mounts again (no fallback, nothing remounted)', async () => {
    const load = flakyImport(0);
    const Part = lazyPart(load);
    const first = render(<Part fallback={<span>waiting</span>} label="Menu" />);
    await screen.findByRole('button', { name: 'Menu' });
    first.unmount();
    render(<Part fallback={<span>waiting again</span>} label="Menu again" />);
    expect(screen.queryByText('waiting again')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu again' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the code fails to load, and tries again on its own after a while', async () => {
    vi.useFakeTimers();
    const load = flakyImport(1);
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>The page</h1>
        <Part fallback={<span>waiting</span>} label="Account" />
      </main>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LAZY_PART_RETRY_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('tries again at once when the browser is back online', async () => {
    const load = flakyImport(1);
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Part fallback={<span>waiting</span>} label="Bell" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The failure is rendered (inside act, React renders at the end of the scope), then the browser is online.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Bell' })).toBeTruthy();
  });

  it('shows its failed view with a retry that loads the part', async () => {
    const load = flakyImport(1);
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Part
        fallback={<span>waiting</span>}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
        label="Plan"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Plan' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
