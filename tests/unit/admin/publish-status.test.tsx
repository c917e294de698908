import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { buildInfoFor } from '../../../src/domain/catalogue-fingerprint';
import { PublishStatus } from '../../../src/features/admin';
import { createTestBackend, renderWithProviders } from '../test-utils';

/** A demo backend that says it is Firebase: the notice is for the Firebase build, whose pages embed the catalogue. */
async function firebaseLike(): Promise<Backend> {
  return { ...(await createTestBackend()), kind: 'firebase' } as Backend;
}

async function liveCatalogue(backend: Backend) {
  return {
    yachts: await backend.yachts.list(),
    offers: await backend.offers.list(),
    services: await backend.services.list(),
  };
}

function serveBuildInfo(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('PublishStatus', () => {
  it('says when the pages were built (Dubai time) and that they show the current catalogue', async () => {
    const backend = await firebaseLike();
    const fetch = serveBuildInfo(
      buildInfoFor(await liveCatalogue(backend), new Date('2026-05-01T10:30:00Z')),
    );
    renderWithProviders(<PublishStatus />, { backend });
    const notice = await screen.findByRole('region', { name: 'Public pages' });
    expect(notice).toHaveTextContent('Public pages last built 1 May 2026, 14:30 (Dubai time).');
    expect(await screen.findByText(/They show the current catalogue\./)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/build-info.json', { cache: 'no-store' });
  });

  it('says the catalogue has changed since when a yacht was edited after the build', async () => {
    const backend = await firebaseLike();
    const built = await liveCatalogue(backend);
    const [first] = built.yachts;
    await backend.yachts.update(first.id, { ...first, price: first.price + 100 });
    serveBuildInfo(buildInfoFor(built, new Date('2026-05-01T10:30:00Z')));
    renderWithProviders(<PublishStatus />, { backend });
    expect(await screen.findByText(/The catalogue has changed since/)).toBeInTheDocument();
    expect(screen.getByText(/Republish the site to update them\./)).toBeInTheDocument();
  });

  it('says it could not read the build info when the request fails', async () => {
    const backend = await firebaseLike();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<PublishStatus />, { backend });
    expect(
      await screen.findByText(
        'Could not read when the public pages were last built. Reload the page to try again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing where the site was not built, or in demo mode', async () => {
    // Once the build info has been read and applied, the notice would be there.
    const settled = async (fetch: ReturnType<typeof serveBuildInfo>) => {
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await act(async () => {
        await (fetch.mock.results[0].value as Promise<Response>);
      });
    };
    let fetch = serveBuildInfo('<!doctype html>');
    const { unmount } = renderWithProviders(<PublishStatus />, { backend: await firebaseLike() });
    await settled(fetch);
    expect(screen.queryByRole('region', { name: 'Public pages' })).toBeNull();
    unmount();

    // Demo mode: the pages always show the fixtures; the build info is not even read.
    fetch = serveBuildInfo(buildInfoFor(await liveCatalogue(await createTestBackend()), new Date()));
    renderWithProviders(<PublishStatus />, { backend: await createTestBackend() });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Public pages' })).toBeNull();
  });
});
