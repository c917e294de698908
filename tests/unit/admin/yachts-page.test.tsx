import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filePhoto } from '../../../fixtures/photos';
import { describe, expect, it, vi } from 'vitest';
import { yachtFixtures } from '../../../fixtures/yachts';
import { BackendError } from '../../../src/backend/types';
import { withOverrides } from '../test-utils';
import { pngFile, renderAdmin, signedInBackend } from './admin-test-utils';

const names = () =>
  within(screen.getByRole('list', { name: 'Yachts' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent?.replace('VIP', '').trim());

describe('products list', () => {
  it('lists every yacht in order with a 200 px thumbnail, price, VIP flag and position', async () => {
    renderAdmin(await signedInBackend(), '/admin/products');
    const list = await screen.findByRole('list', { name: 'Yachts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(yachtFixtures.length);
    expect(names()[0]).toBe('Azure Pearl');
    const first = within(list).getAllByRole('listitem')[0];
    expect(first.querySelector('img')).toHaveAttribute('width', '200');
    expect(within(first).getByText('AED 450 / hour')).toBeInTheDocument();
    expect(within(first).getByText('Position: 1')).toBeInTheDocument();
    expect(within(list).getAllByText('VIP').length).toBe(yachtFixtures.filter((p) => p.isVIP).length);
    expect(within(first).getByRole('link', { name: 'Edit Azure Pearl' })).toHaveAttribute(
      'href',
      '/admin/edit-product/azure-pearl',
    );
  });

  it("says 'No products found' when there are none", async () => {
    const backend = await signedInBackend();
    renderAdmin(withOverrides(backend, { yachts: { list: async () => [] } }), '/admin/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('asks before deleting, then removes the yacht and its images', async () => {
    const backend = await signedInBackend();
    const image = await backend.files.upload('Products/marina-star/1-x.png', pngFile());
    const yacht = await backend.yachts.get('marina-star');
    if (!yacht) throw new Error('fixture missing');
    await backend.yachts.update('marina-star', {
      ...yacht,
      images: [filePhoto(backend.files.publicUrl(image))],
    });
    renderAdmin(backend, '/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marina Star' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Marina Star?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await backend.yachts.get('marina-star')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Marina Star' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    expect(names()).not.toContain('Marina Star');
    expect(await backend.yachts.get('marina-star')).toBeNull();
    await expect(backend.files.resolveUrl(image)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('says when a delete fails and keeps the yacht', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        yachts: { remove: () => Promise.reject(new BackendError('permission-denied', 'no')) },
      }),
      '/admin/products',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marina Star' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete. Please try again.')).toBeInTheDocument();
    expect(names()).toContain('Marina Star');
  });

  it('moves a yacht up or down and saves the new positions', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, '/admin/products');
    expect(await screen.findByRole('button', { name: 'Move Azure Pearl up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Azure Pearl down' }));
    await vi.waitFor(() => expect(names().slice(0, 2)).toEqual(['Marina Star', 'Azure Pearl']));
    expect((await backend.yachts.list()).slice(0, 2).map((p) => [p.id, p.position])).toEqual([
      ['marina-star', 1],
      ['azure-pearl', 2],
    ]);
    const last = names().at(-1);
    expect(screen.getByRole('button', { name: `Move ${last} down` })).toBeDisabled();
  });
});
