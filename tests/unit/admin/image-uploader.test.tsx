import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type UploadOptions } from '../../../src/backend/types';
import { MAX_SOURCE_BYTES } from '../../../src/features/admin/uploads/prepare-image';
import { withOverrides } from '../test-utils';
import {
  deferred,
  jpegFile,
  pngFile,
  renderAdmin,
  signedInBackend,
  stubImageCodec,
} from './admin-test-utils';

const HEIC_MESSAGE =
  '“IMG_0007.HEIC” is a HEIC photo, which browsers cannot read. On an iPhone, set Settings › Camera › Formats › ' +
  'Most Compatible, or export the photo as JPEG, and choose it again.';

describe('image uploader (add product screen)', () => {
  beforeEach(() => {
    stubImageCodec({ width: 4032, height: 3024 });
  });

  it('lists chosen photos as Pending, uploads every variant of each, showing the percentage of all of them', async () => {
    const backend = await signedInBackend();
    const hold = deferred();
    const seen: { path: string; type: string; blob: Blob }[] = [];
    const upload = vi.fn(async (path: string, blob: Blob, options?: UploadOptions) => {
      seen.push({ path, type: options?.contentType ?? '', blob });
      options?.onProgress?.({ bytesTransferred: 0, totalBytes: blob.size });
      options?.onProgress?.({ bytesTransferred: blob.size / 2, totalBytes: blob.size });
      await hold.promise;
      options?.onProgress?.({ bytesTransferred: blob.size, totalBytes: blob.size });
      return backend.files.upload(path, blob, options);
    });
    renderAdmin(withOverrides(backend, { files: { upload } }), '/admin/add-product');
    const uploadButton = await screen.findByRole('button', { name: 'Upload' });
    expect(uploadButton).toBeDisabled();

    const chosen = [jpegFile('Deck View.jpg'), jpegFile('b.jpg')];
    await userEvent.upload(screen.getByLabelText('Choose images'), chosen);
    const list = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(list).getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByText('Chosen photos are uploaded when you press Upload or Add.')).toBeInTheDocument();
    expect(uploadButton).toBeEnabled();

    await userEvent.click(uploadButton);
    expect(await within(list).findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Uploading photos...' })).toBeDisabled();

    await act(async () => hold.resolve());
    expect(await screen.findByRole('button', { name: 'Add' })).toBeEnabled();
    expect(within(list).getAllByText('100% · uploaded')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    // Six widths of each photo, WebP, each photo under a name of its own; never the chosen file's bytes.
    expect(seen).toHaveLength(12);
    const first = seen.slice(0, 6).map((entry) => entry.path);
    expect(first.map((path) => path.split('/').pop())).toEqual(
      ['1600', '1280', '960', '640', '480', '320'].map((width) => `${width}.webp`),
    );
    expect(first[0]).toMatch(/^Products\/[A-Za-z0-9]+\/[a-z0-9]+-[a-z0-9]+-deck-view\/1600\.webp$/);
    const photoIds = new Set(seen.map((entry) => entry.path.split('/')[2]));
    expect(photoIds.size).toBe(2);
    expect(new Set(seen.map((entry) => entry.type))).toEqual(new Set(['image/webp']));
    for (const entry of seen) expect(chosen).not.toContain(entry.blob);

    // Both now belong to the yacht, the first being the card image, at the size they were made.
    const images = screen.getByRole('list', { name: 'Product images' });
    expect(within(images).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Card image')).toBeInTheDocument();
    expect(within(images).getAllByText('1600 × 1200 px')).toHaveLength(2);
  });

  it('refuses other types, HEIC photos and files over 25 MB, saying why for each', async () => {
    renderAdmin(await signedInBackend(), '/admin/add-product');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Choose images'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['gif'], 'anim.gif', { type: 'image/gif' }),
      new File(['heic'], 'IMG_0007.HEIC', { type: 'image/heic' }),
      jpegFile('over.jpg', MAX_SOURCE_BYTES + 1),
      jpegFile('limit.jpg', MAX_SOURCE_BYTES),
    ]);
    expect(
      screen.getByText(
        '“notes.txt”, “anim.gif” are not accepted: only JPEG, PNG, WebP or AVIF images can be uploaded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(HEIC_MESSAGE)).toBeInTheDocument();
    expect(
      screen.getByText(
        '“over.jpg” is 25.0 MB: a photo may be at most 25 MB. Export it smaller (or as JPEG) and choose it again.',
      ),
    ).toBeInTheDocument();
    // A photo of exactly 25 MB is taken.
    const list = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('limit.jpg')).toBeInTheDocument();
  });

  it('refuses a HEIC photo known only by its name', async () => {
    renderAdmin(await signedInBackend(), '/admin/add-product');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Choose images'), new File(['x'], 'IMG_0007.HEIC'));
    expect(screen.getByText(HEIC_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('says which file failed and why, and lets it be tried again', async () => {
    const backend = await signedInBackend();
    let fail = true;
    const upload = vi.fn(async (path: string, blob: Blob, options?: UploadOptions) => {
      if (fail) throw new BackendError('unavailable', 'network');
      return backend.files.upload(path, blob, options);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(withOverrides(backend, { files: { upload } }), '/admin/add-product');
    await userEvent.upload(await screen.findByLabelText('Choose images'), pngFile('stern.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        '“stern.png” could not be uploaded: the connection failed. Check it and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('100% · uploaded')).toBeInTheDocument();
  });

  it('says which file could not be read as an image', async () => {
    stubImageCodec({ unreadable: true });
    renderAdmin(await signedInBackend(), '/admin/add-product');
    await userEvent.upload(await screen.findByLabelText('Choose images'), jpegFile('IMG_9.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        '“IMG_9.jpg” could not be read as an image: the file may be damaged, or not really a JPEG, PNG, WebP or AVIF.',
      ),
    ).toBeInTheDocument();
  });
});
