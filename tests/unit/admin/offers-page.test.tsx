import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { withOverrides } from '../test-utils';
import { pngFile, renderAdmin, signedInBackend, recordingUploads, stubImageCodec } from './admin-test-utils';

async function type(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

async function fillOffer() {
  await type('Name *', 'Summer Splash');
  await type('Description', 'Cool off on the water.');
  await type('Features', ' Free drinks, , 2 hours ,Up to 10 guests,');
  await type('Start', '2030-06-01T10:00');
  await type('End', '2030-06-30T18:00');
}

const offerNames = () =>
  within(screen.getByRole('list', { name: 'Offers' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('offers management', () => {
  // Chosen images are decoded and re-encoded in the browser: one file, the largest variant.
  beforeEach(() => stubImageCodec({ width: 800, height: 600 }));

  it('lists offers with their dates and status', async () => {
    renderAdmin(await signedInBackend(), '/admin/offers');
    const list = await screen.findByRole('list', { name: 'Offers' });
    const running = within(list).getByRole('heading', { name: /Sunset Cruise Special/ });
    expect(running).toHaveTextContent('running');
    expect(running.closest('li')).toHaveTextContent(/Starts: \d/);
    expect(within(list).getAllByText('ended').length).toBeGreaterThan(0);
  });

  it('creates an offer with a parsed feature list and an uploaded image', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, '/admin/offers');
    await screen.findByRole('list', { name: 'Offers' });
    await fillOffer();
    await userEvent.upload(screen.getByLabelText('Choose an image'), pngFile('Splash!.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('img', { name: 'Offer image' });
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));

    expect(await screen.findByText('Successfully added.')).toBeInTheDocument();
    const saved = (await backend.offers.list()).find((offer) => offer.name === 'Summer Splash');
    expect(saved).toMatchObject({
      description: 'Cool off on the water.',
      features: ['Free drinks', '2 hours', 'Up to 10 guests'],
      startTime: new Date('2030-06-01T10:00').toISOString(),
      endTime: new Date('2030-06-30T18:00').toISOString(),
    });
    // Kept in this browser's database, shown from an address made for this visit.
    expect(saved?.image?.src).toMatch(/^blob:/);
    expect(offerNames().some((name) => name?.startsWith('Summer Splash') && name.endsWith('scheduled'))).toBe(
      true,
    );
    // The form is fresh for the next offer.
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });

  it('requires a name and an end after the start', async () => {
    const backend = await signedInBackend();
    const add = vi.spyOn(backend.offers, 'add');
    renderAdmin(backend, '/admin/offers');
    await screen.findByRole('list', { name: 'Offers' });
    await type('Start', '2030-06-02T10:00');
    await type('End', '2030-06-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    expect(screen.getByText('Enter the offer’s name.')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('keeps what was typed when adding fails and deletes the uploaded image', async () => {
    const backend = await signedInBackend();
    const { uploaded, upload } = recordingUploads(backend);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        offers: { add: () => Promise.reject(new BackendError('unavailable', 'offline')) },
        files: { upload },
      }),
      '/admin/offers',
    );
    await screen.findByRole('list', { name: 'Offers' });
    await fillOffer();
    await userEvent.upload(screen.getByLabelText('Choose an image'), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('100% · uploaded');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error while adding. Please try again.');
    expect(screen.getByLabelText('Name *')).toHaveValue('Summer Splash');
    expect(screen.getByLabelText('Features')).toHaveValue(' Free drinks, , 2 hours ,Up to 10 guests,');
    expect(screen.getByLabelText('End')).toHaveValue('2030-06-30T18:00');
    await expect(backend.files.resolveUrl(uploaded[0])).rejects.toMatchObject({ code: 'not-found' });
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('deletes an offer after confirmation', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, '/admin/offers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Family Day Out' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Family Day Out?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    expect(offerNames().some((name) => name?.startsWith('Family Day Out'))).toBe(false);
    expect((await backend.offers.list()).map((offer) => offer.id)).not.toContain('family-day');
  });

  it('says when a delete fails', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, { offers: { remove: () => Promise.reject(new Error('offline')) } }),
      '/admin/offers',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Family Day Out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete. Please try again.')).toBeInTheDocument();
    expect(offerNames().some((name) => name?.startsWith('Family Day Out'))).toBe(true);
  });
});
