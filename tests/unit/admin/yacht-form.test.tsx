import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filePhoto } from '../../../fixtures/photos';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { withOverrides } from '../test-utils';
import { srcsetWidths } from '../../../src/domain/photo-variants';
import { pngFile, renderAdmin, signedInBackend, recordingUploads, stubImageCodec } from './admin-test-utils';

// Chosen photos are decoded and re-encoded in the browser: a 4032 × 3024 camera photo.
beforeEach(() => {
  stubImageCodec({ width: 4032, height: 3024 });
});

async function uploadImage(name = 'deck.png') {
  await userEvent.upload(screen.getByLabelText('Choose images'), pngFile(name));
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByText('100% · uploaded');
}

async function fillYacht(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label, { exact: false });
    await userEvent.clear(field);
    if (value) await userEvent.paste(value);
  }
}

const storedFiles = async (backend: Backend, paths: string[]) =>
  Promise.all(
    paths.map((path) =>
      backend.files.resolveUrl(path).then(
        () => true,
        () => false,
      ),
    ),
  );

describe('add product form', () => {
  it('asks for the required fields and shows inline messages, keeping what was typed', async () => {
    renderAdmin(await signedInBackend(), '/admin/add-product');
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields and upload at least one image.',
    );

    await fillYacht({ Name: 'x'.repeat(121), 'Price (AED per hour)': '0', 'Capacity (guests)': '2.5' });
    // The field takes at most 120 characters, the rules' limit (an over-long stored name is said in words:
    // yacht-draft.test.ts).
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('x'.repeat(120));
    expect(screen.getByLabelText('Name', { exact: false })).toHaveAttribute('maxlength', '120');
    expect(screen.getByText('Enter a price greater than 0.')).toBeInTheDocument();
    expect(screen.getByText('Capacity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (AED per hour)', { exact: false })).toHaveValue(0);
    expect(screen.getByLabelText('Price (AED per hour)', { exact: false })).toHaveAccessibleDescription(
      'Enter a price greater than 0.',
    );
  });

  it('adds a product with an uploaded image and shows it in the list', async () => {
    const backend = await signedInBackend();
    const { router } = renderAdmin(backend, '/admin/add-product');
    await screen.findByRole('button', { name: 'Add' });
    await fillYacht({
      Name: 'Gulf Horizon',
      'Price (AED per hour)': '650',
      'Size (feet)': '48',
      'Capacity (guests)': '14',
      'Complementary (included services)': 'Soft drinks',
    });
    await userEvent.click(screen.getByLabelText('VIP yacht'));
    await uploadImage('Gulf Horizon.png');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Product added successfully!');
    expect(router.state.location.pathname).toBe('/admin/products');
    const list = screen.getByRole('list', { name: 'Yachts' });
    expect(within(list).getByRole('link', { name: 'Gulf Horizon' })).toBeInTheDocument();
    const saved = (await backend.yachts.list()).find((p) => p.name === 'Gulf Horizon');
    expect(saved).toMatchObject({
      price: 650,
      feet: 48,
      capacity: 14,
      isVIP: true,
      complementary: 'Soft drinks',
    });
    // Kept in this browser's database, the photo is shown from addresses made for this visit, in six widths.
    expect(saved?.images).toEqual([
      {
        src: expect.stringMatching(/^blob:/),
        srcset: expect.stringMatching(/^blob:\S+ 320w, /),
        width: 1600,
        height: 1200,
        placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
        alt: '',
      },
    ]);
    expect(srcsetWidths(saved?.images[0].srcset ?? '')).toEqual([320, 480, 640, 960, 1280, 1600]);
    expect(saved).not.toHaveProperty('position');
  });

  it('keeps what was typed when saving fails, and deletes the images uploaded for it', async () => {
    const backend = await signedInBackend();
    const add = vi.fn(() => Promise.reject(new BackendError('unavailable', 'offline')));
    const { uploaded, upload } = recordingUploads(backend);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(withOverrides(backend, { yachts: { add }, files: { upload } }), '/admin/add-product');
    await screen.findByRole('button', { name: 'Add' });
    await fillYacht({
      Name: 'Gulf Horizon',
      'Price (AED per hour)': '650',
      'Size (feet)': '48',
      'Capacity (guests)': '14',
    });
    await uploadImage();
    // Every variant of the photo is stored...
    expect(await storedFiles(backend, uploaded)).toEqual(Array(6).fill(true));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error while adding. Please try again. The photos uploaded for it were removed: save again to upload them again.',
    );
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Gulf Horizon');
    expect(screen.getByLabelText('Price (AED per hour)', { exact: false })).toHaveValue(650);
    // ...and every one is deleted when the save fails.
    expect(await storedFiles(backend, uploaded)).toEqual(Array(6).fill(false));
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    // The chosen image waits to be uploaded again.
    expect(
      within(screen.getByRole('list', { name: 'Chosen images' })).getByText('Pending'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});

describe('edit product form', () => {
  it('loads the product from the backend, saves a new price and goes to the yacht list', async () => {
    const backend = await signedInBackend();
    const { router } = renderAdmin(backend, '/admin/edit-product/azure-pearl');
    const price = await screen.findByLabelText('Price (AED per hour)', { exact: false });
    expect(price).toHaveValue(450);
    expect(price).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Azure Pearl');
    await fillYacht({ 'Price (AED per hour)': '480' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Product updated successfully!');
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(await backend.yachts.get('azure-pearl')).toMatchObject({
      price: 480,
      name: 'Azure Pearl',
      position: 1,
    });
    expect(screen.getByText('AED 480 / hour')).toBeInTheDocument();
  });

  it("shows 'Error updating document: try again (or) call Admin' on failure and keeps the typed values", async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderAdmin(
      withOverrides(backend, {
        yachts: { update: () => Promise.reject(new BackendError('permission-denied', 'no')) },
      }),
      '/admin/edit-product/azure-pearl',
    );
    await fillYacht({ Name: 'Azure Pearl II', 'Price (AED per hour)': '999' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating document: try again (or) call Admin',
    );
    expect(router.state.location.pathname).toBe('/admin/edit-product/azure-pearl');
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Azure Pearl II');
    expect(screen.getByLabelText('Price (AED per hour)', { exact: false })).toHaveValue(999);
    expect(await backend.yachts.get('azure-pearl')).toMatchObject({ price: 450 });
  });

  it('reorders and removes images; a removed stored image is deleted once saved', async () => {
    const backend = await signedInBackend();
    const stored = await backend.files.upload('Products/azure-pearl/1-old.png', pngFile());
    const yacht = await backend.yachts.get('azure-pearl');
    if (!yacht) throw new Error('fixture missing');
    await backend.yachts.update(yacht.id, {
      ...yacht,
      images: [...yacht.images, filePhoto(backend.files.publicUrl(stored))],
    });
    renderAdmin(backend, '/admin/edit-product/azure-pearl');

    const images = await screen.findByRole('list', { name: 'Product images' });
    expect(within(images).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 4' }));
    expect(await storedFiles(backend, [stored])).toEqual([true]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Product updated successfully!');

    const [first, second, third] = yacht.images;
    expect((await backend.yachts.get('azure-pearl'))?.images).toEqual([second, first, third]);
    expect(await storedFiles(backend, [stored])).toEqual([false]);
  });

  it("says 'Product not found...' for an unknown id", async () => {
    renderAdmin(await signedInBackend(), '/admin/edit-product/nope');
    expect(await screen.findByText('Product not found...')).toBeInTheDocument();
  });
});

describe('booking pricing on the product form', () => {
  it('starts a new yacht on the default rules', async () => {
    renderAdmin(await signedInBackend(), '/admin/add-product');
    expect(await screen.findByLabelText('Weekday minimum hours')).toHaveValue(2);
    expect(screen.getByLabelText('Weekend minimum hours')).toHaveValue(3);
    expect(screen.getByLabelText('Maximum hours')).toHaveValue(8);
    expect(screen.getByLabelText('Weekend hourly price (AED)')).toHaveValue(null);
  });

  it('shows the stored pricing, refuses bad hours by the fields, then saves it with the product', async () => {
    const backend = await signedInBackend();
    const stored = await backend.yachts.get('azure-pearl');
    renderAdmin(backend, '/admin/edit-product/azure-pearl');
    const weekend = await screen.findByLabelText('Weekend hourly price (AED)');
    expect(weekend).toHaveValue((stored?.pricing?.weekendHourlyFils ?? 0) / 100);
    expect(screen.getByLabelText('Maximum hours')).toHaveValue(stored?.pricing?.maxHours);

    await fillYacht({
      'Maximum hours': '20',
      'Weekday minimum hours': '0',
      'Weekend hourly price (AED)': '0',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The demo's operating hours are 08:00–24:00: 16 hours.
    expect(
      await screen.findByText('Maximum hours must be a whole number from 1 to 16 (the operating hours).'),
    ).toBeVisible();
    expect(screen.getByLabelText('Maximum hours')).toHaveAccessibleDescription(
      'Maximum hours must be a whole number from 1 to 16 (the operating hours).',
    );
    expect(
      screen.getByText('Weekday minimum hours must be a whole number from 1 to the maximum hours.'),
    ).toBeVisible();
    expect(screen.getByText(/^Weekend hourly price must be an amount from/)).toBeVisible();
    expect(screen.getByLabelText('Maximum hours')).toHaveValue(20);
    expect((await backend.yachts.get('azure-pearl'))?.pricing).toEqual(stored?.pricing);

    await fillYacht({
      'Maximum hours': '10',
      'Weekday minimum hours': '3',
      'Weekend hourly price (AED)': '612.5',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product updated successfully!');
    expect((await backend.yachts.get('azure-pearl'))?.pricing).toEqual({
      weekendHourlyFils: 61_250,
      weekdayMinHours: 3,
      weekendMinHours: stored?.pricing?.weekendMinHours,
      maxHours: 10,
    });
  });

  it('keeps the typed pricing when the save fails', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        yachts: { update: () => Promise.reject(new BackendError('unavailable', 'offline')) },
      }),
      '/admin/edit-product/azure-pearl',
    );
    await fillYacht({ 'Maximum hours': '9', 'Weekend minimum hours': '4' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating document: try again (or) call Admin',
    );
    expect(screen.getByLabelText('Maximum hours')).toHaveValue(9);
    expect(screen.getByLabelText('Weekend minimum hours')).toHaveValue(4);
  });
});
