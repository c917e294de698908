import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../../src/backend/react/backend-context';
import { useBackendRead } from '../../../src/backend/react/use-backend-read';
import { useInvalidate } from '../../../src/backend/react/use-invalidate';
import { usePagedBackendRead, type Page } from '../../../src/backend/react/use-paged-read';
import type { Backend } from '../../../src/backend/types';
import LoadError from '../../../src/components/load-error';
import { deferred } from '../admin/admin-test-utils';

/** The reads below never touch the backend itself: each test's own object stands for one (the cache is per backend). */
const aBackend = () => ({ kind: 'demo' }) as Backend;

/** The booking settings as a screen shows them, read through the cache. */
function Settings({ label, read }: { label: string; read: () => Promise<string> }) {
  const settings = useBackendRead('booking settings', read);
  return (
    <section aria-label={label}>
      {settings.status === 'loading' && <p>Loading…</p>}
      {settings.status === 'failed' && (
        <LoadError message="Could not load the settings." onRetry={settings.retry} />
      )}
      {settings.status === 'ready' && <p>Opening at {settings.data}</p>}
    </section>
  );
}

/** Saves (here: nothing) and says which reads the change affects, as an admin screen does. */
function SaveButton({ prefix }: { prefix: string }) {
  const invalidate = useInvalidate();
  return (
    <button type="button" onClick={() => void invalidate(prefix)}>
      Save
    </button>
  );
}

describe('useBackendRead', () => {
  it('shares one read between two components showing the same key', async () => {
    const read = vi.fn(async () => '08:00');
    render(
      <BackendProvider backend={aBackend()}>
        <Settings label="Calendar" read={read} />
        <Settings label="Yacht form" read={read} />
      </BackendProvider>,
    );
    expect(
      await within(screen.getByRole('region', { name: 'Calendar' })).findByText('Opening at 08:00'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Yacht form' })).getByText('Opening at 08:00'),
    ).toBeVisible();
    expect(read).toHaveBeenCalledOnce();
  });

  it('shows what it kept to a screen opened later, and reads it again', async () => {
    const backend = aBackend();
    const next = deferred<string>();
    const read = vi.fn().mockResolvedValueOnce('08:00').mockReturnValueOnce(next.promise);
    const { rerender } = render(
      <BackendProvider backend={backend}>
        <Settings label="Calendar" read={read} />
      </BackendProvider>,
    );
    await screen.findByText('Opening at 08:00');
    rerender(<BackendProvider backend={backend}>{null}</BackendProvider>);
    rerender(
      <BackendProvider backend={backend}>
        <Settings label="Booking settings" read={read} />
      </BackendProvider>,
    );
    // At once, no "Loading…": the kept data, while it is read again.
    expect(screen.getByText('Opening at 08:00')).toBeVisible();
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => next.resolve('09:00'));
    expect(await screen.findByText('Opening at 09:00')).toBeVisible();
  });

  it('keeps the data on screen while a change is read again, without a loading flash', async () => {
    const next = deferred<string>();
    const read = vi.fn().mockResolvedValueOnce('08:00').mockReturnValueOnce(next.promise);
    render(
      <BackendProvider backend={aBackend()}>
        <Settings label="Booking settings" read={read} />
        <SaveButton prefix="booking settings" />
      </BackendProvider>,
    );
    await screen.findByText('Opening at 08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Opening at 08:00')).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => next.resolve('09:30'));
    expect(await screen.findByText('Opening at 09:30')).toBeVisible();
    expect(screen.queryByText('Opening at 08:00')).toBeNull();
  });

  it('reads again only the keys a change names, by whole parts', async () => {
    const backend = aBackend();
    const reads = { busy: vi.fn(async () => 'busy'), other: vi.fn(async () => 'other') };
    function Busy() {
      const busy = useBackendRead('bookings/busy', reads.busy);
      const other = useBackendRead('bookings-archive', reads.other);
      return (
        <p>
          {busy.status === 'ready' && other.status === 'ready' ? `${busy.data} ${other.data}` : 'Loading…'}
        </p>
      );
    }
    render(
      <BackendProvider backend={backend}>
        <Busy />
        <SaveButton prefix="bookings" />
      </BackendProvider>,
    );
    await screen.findByText('busy other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(reads.busy).toHaveBeenCalledTimes(2);
    expect(reads.other).toHaveBeenCalledOnce();
  });

  it('forgets what a change touches that no screen shows: the next screen reads it afresh', async () => {
    const backend = aBackend();
    const read = vi.fn().mockResolvedValueOnce('08:00').mockResolvedValueOnce('10:00');
    const { rerender } = render(
      <BackendProvider backend={backend}>
        <Settings label="Calendar" read={read} />
        <SaveButton prefix="booking settings" />
      </BackendProvider>,
    );
    await screen.findByText('Opening at 08:00');
    rerender(
      <BackendProvider backend={backend}>
        <SaveButton prefix="booking settings" />
      </BackendProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    rerender(
      <BackendProvider backend={backend}>
        <Settings label="Booking settings" read={read} />
      </BackendProvider>,
    );
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(await screen.findByText('Opening at 10:00')).toBeVisible();
  });

  it('says when a read fails and reads again on "Try again"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('08:00');
    render(
      <BackendProvider backend={aBackend()}>
        <Settings label="Booking settings" read={read} />
      </BackendProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the settings.');
    expect(String(warn.mock.calls[0]?.[0])).toBe('Could not read booking settings.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Opening at 08:00')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never shows an answer for an earlier key', async () => {
    const answers = { azure: deferred<string>(), coral: deferred<string>() };
    function Yacht() {
      const [id, setId] = useState<'azure' | 'coral'>('azure');
      const yacht = useBackendRead(`products/${id}`, () => answers[id].promise);
      return (
        <>
          <button type="button" onClick={() => setId('coral')}>
            Next yacht
          </button>
          <p>{yacht.status === 'ready' ? yacht.data : 'Loading…'}</p>
        </>
      );
    }
    render(
      <BackendProvider backend={aBackend()}>
        <Yacht />
      </BackendProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next yacht' }));
    await act(async () => answers.coral.resolve('Coral Dream'));
    await act(async () => answers.azure.resolve('Azure Pearl'));
    expect(screen.getByText('Coral Dream')).toBeVisible();
    expect(screen.queryByText('Azure Pearl')).toBeNull();
  });

  it('drops an answer overtaken by a read after a change', async () => {
    const first = deferred<string>();
    const read = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('09:30');
    render(
      <BackendProvider backend={aBackend()}>
        <Settings label="Booking settings" read={read} />
        <SaveButton prefix="booking settings" />
      </BackendProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Opening at 09:30')).toBeVisible();
    // The read started before the change answers last, with what was stored before it.
    await act(async () => first.resolve('08:00'));
    expect(screen.getByText('Opening at 09:30')).toBeVisible();
  });

  it('shows the data it was given until the backend is there and answers', async () => {
    const backend = deferred<Backend>();
    const load = () => backend.promise;
    const read = vi.fn(async () => '09:00');
    function Prerendered() {
      const settings = useBackendRead('booking settings', read, '08:00');
      return <p>{settings.status === 'ready' ? `Opening at ${settings.data}` : 'Loading…'}</p>;
    }
    render(
      <BackendProvider load={load}>
        <Prerendered />
      </BackendProvider>,
    );
    expect(screen.getByText('Opening at 08:00')).toBeVisible();
    await act(async () => backend.resolve(aBackend()));
    expect(await screen.findByText('Opening at 09:00')).toBeVisible();
    expect(read).toHaveBeenCalledOnce();
  });
});

describe('usePagedBackendRead', () => {
  const names = Array.from({ length: 5 }, (_, index) => `Guest ${index + 1}`);
  /** Two names a page. */
  const readPage = vi.fn(async (_backend: Backend, after: string | null): Promise<Page<string>> => {
    const start = after === null ? 0 : Number(after);
    return {
      items: names.slice(start, start + 2),
      next: start + 2 < names.length ? String(start + 2) : null,
    };
  });

  function Guests() {
    const guests = usePagedBackendRead('guests', readPage);
    if (guests.status !== 'ready') return <p>Loading…</p>;
    return (
      <>
        <ul aria-label="Guests">
          {guests.items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        {guests.hasMore && (
          <button type="button" onClick={() => void guests.loadMore()}>
            Load more
          </button>
        )}
      </>
    );
  }

  it('reads a page at a time, and reads as many pages again after a change', async () => {
    readPage.mockClear();
    render(
      <BackendProvider backend={aBackend()}>
        <Guests />
        <SaveButton prefix="guests" />
      </BackendProvider>,
    );
    const shown = () => within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('listitem');
    await screen.findByRole('list', { name: 'Guests' });
    expect(shown()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(shown()).toHaveLength(4));
    expect(readPage.mock.calls.map(([, after]) => after)).toEqual([null, '2']);

    readPage.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(readPage).toHaveBeenCalledTimes(2));
    expect(readPage.mock.calls.map(([, after]) => after)).toEqual([null, '2']);
    expect(shown()).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(shown()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
