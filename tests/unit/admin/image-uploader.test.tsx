import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '../../../src/backend/types';
import { withOverrides } from '../test-utils';
import { deferred, pngFile, renderAdmin, signedInBackend } from './admin-test-utils';

describe('image uploader (add product screen)', () => {
  it('disables Upload until a file is chosen, lists it as Pending, then shows its percentage', async () => {
    const backend = await signedInBackend();
    const hold = deferred();
    const seen: { path: string; type: string }[] = [];
    const upload = vi.fn(async (path: string, blob: Blob, options?: UploadOptions) => {
      seen.push({ path, type: options?.contentType ?? '' });
      options?.onProgress?.({ bytesTransferred: 0, totalBytes: blob.size });
      options?.onProgress?.({ bytesTransferred: blob.size / 2, totalBytes: blob.size });
      await hold.promise;
      options?.onProgress?.({ bytesTransferred: blob.size, totalBytes: blob.size });
      return path;
    });
    renderAdmin(withOverrides(backend, { files: { upload } }), '/admin/add-product');
    const uploadButton = await screen.findByRole('button', { name: 'Upload' });
    expect(uploadButton).toBeDisabled();

    await userEvent.upload(screen.getByLabelText('Choose images'), [
      pngFile('Deck View.png'),
      pngFile('b.png'),
    ]);
    const list = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(list).getAllByText('Pending')).toHaveLength(2);
    expect(uploadButton).toBeEnabled();

    await userEvent.click(uploadButton);
    expect(await within(list).findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();

    await act(async () => hold.resolve());
    expect(await within(list).findAllByText('100% · uploaded')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(seen[0].path).toMatch(/^Products\/[A-Za-z0-9]+\/\d+-deck-view\.png$/);
    expect(seen[0].type).toBe('image/png');
    expect(seen[0].path).not.toBe(seen[1].path);
    // Both now belong to the product, the first being the card image.
    expect(
      within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('Card image')).toBeInTheDocument();
  });

  it('refuses files that are not JPEG, PNG, WebP or AVIF images', async () => {
    renderAdmin(await signedInBackend(), '/admin/add-product');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Choose images'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['gif'], 'anim.gif', { type: 'image/gif' }),
    ]);
    expect(
      screen.getByText(
        '“notes.txt”, “anim.gif” are not accepted: only JPEG, PNG, WebP or AVIF images can be uploaded.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('shows a failed upload and lets it be tried again', async () => {
    const backend = await signedInBackend();
    let fail = true;
    const upload = vi.fn(async (path: string, blob: Blob, options?: UploadOptions) => {
      if (fail) throw new Error('network');
      return backend.files.upload(path, blob, options);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(withOverrides(backend, { files: { upload } }), '/admin/add-product');
    await userEvent.upload(await screen.findByLabelText('Choose images'), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload failed. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('100% · uploaded')).toBeInTheDocument();
  });
});
