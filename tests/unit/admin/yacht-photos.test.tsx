import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend, type UploadOptions } from '../../../src/backend/types';
import type { Photo } from '../../../src/domain/photo';
import { withOverrides } from '../test-utils';
import { jpegFile, recordingUploads, renderAdmin, signedInBackend, stubImageCodec } from './admin-test-utils';

beforeEach(() => {
  stubImageCodec({ width: 4032, height: 3024 });
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label, { exact: false });
    await userEvent.clear(field);
    if (value) await userEvent.paste(value);
  }
}

const YACHT = {
  Name: 'Gulf Horizon',
  'Price (AED per hour)': '650',
  'Size (feet)': '48',
  'Capacity (guests)': '14',
};

const isStored = (backend: Backend, path: string) =>
  backend.files.resolveUrl(path).then(
    () => true,
    () => false,
  );

async function savedYacht(backend: Backend, name: string) {
  return (await backend.yachts.list()).find((yacht) => yacht.name === name);
}

describe('photos on the yacht form', () => {
  it('Save uploads the photos chosen and not yet uploaded, then adds the yacht with them', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, '/admin/add-product');
    await fill(YACHT);
    await userEvent.upload(screen.getByLabelText('Choose images'), [
      jpegFile('bow.jpg'),
      jpegFile('stern.jpg'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Product added successfully!');
    const saved = await savedYacht(backend, 'Gulf Horizon');
    expect(saved?.images).toHaveLength(2);
    expect(saved?.images.map((photo) => [photo.width, photo.height])).toEqual([
      [1600, 1200],
      [1600, 1200],
    ]);
  });

  it('asks only for the missing fields while photos are chosen, uploading nothing yet', async () => {
    const backend = await signedInBackend();
    const upload = vi.spyOn(backend.files, 'upload');
    renderAdmin(backend, '/admin/add-product');
    await userEvent.upload(await screen.findByLabelText('Choose images'), jpegFile('bow.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please fill in all required fields\.$/);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('says which photo failed to upload on Save and why, saves nothing and keeps the form', async () => {
    const backend = await signedInBackend();
    const add = vi.spyOn(backend.yachts, 'add');
    const upload = (path: string, blob: Blob, options?: UploadOptions) =>
      path.includes('-stern/')
        ? Promise.reject(new BackendError('permission-denied', 'storage/unauthorized'))
        : backend.files.upload(path, blob, options);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(withOverrides(backend, { files: { upload } }), '/admin/add-product');
    await fill(YACHT);
    await userEvent.upload(screen.getByLabelText('Choose images'), [
      jpegFile('bow.jpg'),
      jpegFile('stern.jpg'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const failure =
      '“stern.jpg” could not be uploaded: this account may not upload photos. Sign in again as the operator.';
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The yacht was not saved: a photo could not be uploaded. ${failure} Remove it from the list or try again.`,
    );
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Gulf Horizon');
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByText(failure)).toBeInTheDocument();
    // The photo that did upload is the yacht's; the failed one can be taken off the list, and the yacht saved.
    expect(
      within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove stern.jpg from the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product added successfully!');
    expect((await savedYacht(backend, 'Gulf Horizon'))?.images).toHaveLength(1);
  });

  it('describes each photo: the default follows the name, a description is stored, one line only', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, '/admin/edit-product/azure-pearl');
    const second = await screen.findByLabelText('Description of image 2 (optional)');
    expect(second).toHaveAccessibleDescription(
      'What it shows, in one line. Left empty, it reads “Azure Pearl — photo 2”.',
    );
    expect(second).toHaveAttribute('maxlength', '200');
    await fill({ Name: 'Azure Pearl II' });
    expect(second).toHaveAccessibleDescription(
      'What it shows, in one line. Left empty, it reads “Azure Pearl II — photo 2”.',
    );

    await userEvent.type(
      screen.getByLabelText('Description of image 1 (optional)'),
      ' The sun deck at dusk ',
    );
    await userEvent.click(second);
    await userEvent.paste('Salon\twith sofas');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A photo’s description must be one line, without tabs or line breaks.'),
    ).toBeVisible();
    expect((await backend.yachts.get('azure-pearl'))?.name).toBe('Azure Pearl');

    await userEvent.clear(second);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product updated successfully!');
    const alts = (await backend.yachts.get('azure-pearl'))?.images.map((photo) => photo.alt);
    expect(alts?.slice(0, 2)).toEqual(['The sun deck at dusk', '']);
  });

  it('deletes every file of a photo removed before saving, at once', async () => {
    const backend = await signedInBackend();
    const { uploaded, upload } = recordingUploads(backend);
    renderAdmin(withOverrides(backend, { files: { upload } }), '/admin/add-product');
    await userEvent.upload(await screen.findByLabelText('Choose images'), jpegFile('bow.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('100% · uploaded');
    expect(uploaded).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await vi.waitFor(async () =>
      expect(await Promise.all(uploaded.map((path) => isStored(backend, path)))).toEqual(
        Array(6).fill(false),
      ),
    );
  });

  it('deletes every file of a saved photo once the yacht no longer lists it', async () => {
    const backend = await signedInBackend();
    const paths = ['Products/azure-pearl/old-1/640.webp', 'Products/azure-pearl/old-1/320.webp'];
    for (const path of paths) await backend.files.upload(path, new Blob(['x'], { type: 'image/webp' }));
    const yacht = await backend.yachts.get('azure-pearl');
    if (!yacht) throw new Error('fixture missing');
    const photo: Photo = {
      src: paths[0],
      srcset: `${paths[1]} 320w, ${paths[0]} 640w`,
      width: 640,
      height: 480,
      placeholder: '',
      alt: 'Old photo',
    };
    await backend.yachts.update(yacht.id, { ...yacht, images: [photo, ...yacht.images] });
    renderAdmin(backend, '/admin/edit-product/azure-pearl');

    await userEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    expect(await Promise.all(paths.map((path) => isStored(backend, path)))).toEqual([true, true]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Product updated successfully!');
    expect(await Promise.all(paths.map((path) => isStored(backend, path)))).toEqual([false, false]);
    expect((await backend.yachts.get('azure-pearl'))?.images).toEqual(yacht.images);
  });
});
