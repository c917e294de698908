import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import {
  checkServiceDraft,
  emptyServiceDraft,
  serviceDraftToInput,
} from '../../../src/features/admin/services/service-draft';
import { withOverrides } from '../test-utils';
import { pngFile, renderAdmin, signedInBackend, recordingUploads, stubImageCodec } from './admin-test-utils';

const PANEL = '/admin/servicePanel';

async function type(label: string | RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const serviceNames = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('services management', () => {
  // Chosen images are decoded and re-encoded in the browser: one file, the largest variant.
  beforeEach(() => stubImageCodec({ width: 800, height: 600 }));

  it('lists every service with its page and the languages it has texts in', async () => {
    renderAdmin(await signedInBackend(), PANEL);
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(serviceNames()).toContain('Catering & Dining');
    const catering = within(list)
      .getByRole('heading', { name: 'Catering & Dining' })
      .closest('li') as HTMLElement;
    expect(
      within(catering).getByRole('link', { name: '/services/Catering%20%26%20Dining' }),
    ).toBeInTheDocument();
    expect(within(catering).getByText('Arabic')).toBeInTheDocument();
    expect(within(catering).getByText('Russian')).toBeInTheDocument();
  });

  it('adds a service with its Arabic and Russian texts and an uploaded image', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, PANEL);
    await screen.findByRole('list', { name: 'Services' });
    await type('Name *', '  Sunset Cruise ');
    await type('Description', 'Two hours along the coast at sunset.');
    await type('Name in Arabic', 'رحلة الغروب');
    await type('Description in Russian', 'Два часа вдоль побережья на закате.');
    await userEvent.upload(screen.getByLabelText('Choose an image'), pngFile('Sunset.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('img', { name: 'Service image' });
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('Service added.')).toBeInTheDocument();
    const saved = (await backend.services.list()).find((service) => service.name === 'Sunset Cruise');
    expect(saved).toMatchObject({
      description: 'Two hours along the coast at sunset.',
      translations: {
        ar: { name: 'رحلة الغروب' },
        ru: { description: 'Два часа вдоль побережья на закате.' },
      },
    });
    expect(saved?.translations?.ar?.description).toBeUndefined();
    // Kept in this browser's database, shown from an address made for this visit.
    expect(saved?.image?.src).toMatch(/^blob:/);
    expect(serviceNames()).toContain('Sunset Cruise');
    // A fresh form for the next one.
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });

  it('edits a service: its translation is replaced and a cleared one falls back to English', async () => {
    const backend = await signedInBackend();
    renderAdmin(backend, PANEL);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fishing Trips' }));
    expect(screen.getByRole('heading', { name: 'Edit Fishing Trips' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveFocus();
    expect(screen.getByLabelText('Name in Arabic')).toHaveValue('رحلات الصيد');
    await userEvent.clear(screen.getByLabelText('Name in Arabic'));
    await userEvent.clear(screen.getByLabelText('Description in Arabic'));
    await userEvent.clear(screen.getByLabelText('Name in Russian'));
    await type('Name in Russian', 'Морская рыбалка');
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));

    expect(await screen.findByText('Service saved.')).toBeInTheDocument();
    const saved = (await backend.services.list()).find((service) => service.id === 'fishing-trips');
    expect(saved?.translations?.ar).toBeUndefined();
    expect(saved?.translations?.ru?.name).toBe('Морская рыбалка');
    expect(saved?.name).toBe('Fishing Trips');
    expect(screen.getByRole('heading', { name: 'New service' })).toBeInTheDocument();
  });

  it('warns that renaming changes the address, and refuses a name another service has', async () => {
    const backend = await signedInBackend();
    const update = vi.spyOn(backend.services, 'update');
    renderAdmin(backend, PANEL);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fishing Trips' }));
    await userEvent.clear(screen.getByLabelText('Name *'));
    await type('Name *', 'water sports');
    expect(screen.getByText(/Renaming changes the page’s address/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));
    expect(screen.getByText(/Another service is already called “water sports”/)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('requires a name', async () => {
    const backend = await signedInBackend();
    const add = vi.spyOn(backend.services, 'add');
    renderAdmin(backend, PANEL);
    await screen.findByRole('list', { name: 'Services' });
    await type('Description in Arabic', 'وصف');
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(screen.getByText('Enter the service’s name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description in Arabic')).toHaveValue('وصف');
    expect(add).not.toHaveBeenCalled();
  });

  it('keeps what was typed when saving fails and deletes the image uploaded for it', async () => {
    const backend = await signedInBackend();
    const { uploaded, upload } = recordingUploads(backend);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, {
        services: { add: () => Promise.reject(new BackendError('unavailable', 'offline')) },
        files: { upload },
      }),
      PANEL,
    );
    await screen.findByRole('list', { name: 'Services' });
    await type('Name *', 'Sunset Cruise');
    await type('Name in Russian', 'Закатная прогулка');
    await userEvent.upload(screen.getByLabelText('Choose an image'), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('100% · uploaded');
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the service. Please try again.',
    );
    expect(screen.getByLabelText('Name *')).toHaveValue('Sunset Cruise');
    expect(screen.getByLabelText('Name in Russian')).toHaveValue('Закатная прогулка');
    await expect(backend.files.resolveUrl(uploaded[0])).rejects.toMatchObject({ code: 'not-found' });
  });

  it('deletes a service after confirmation; a failed delete is said and keeps it', async () => {
    const backend = await signedInBackend();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = withOverrides(backend, {
      services: { remove: () => Promise.reject(new Error('offline')) },
    });
    const { unmount } = renderAdmin(failing, PANEL);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Event Decoration' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete. Please try again.')).toBeInTheDocument();
    expect(serviceNames()).toContain('Event Decoration');
    unmount();

    renderAdmin(backend, PANEL);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Event Decoration' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Event Decoration?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    expect(serviceNames()).not.toContain('Event Decoration');
    expect((await backend.services.list()).map((service) => service.id)).not.toContain('event-decoration');
  });
});

describe('service drafts', () => {
  const draft = (patch: Partial<typeof emptyServiceDraft>) => ({ ...emptyServiceDraft, ...patch });

  it('checks the name, its uniqueness ignoring case and spaces, and every length', () => {
    expect(checkServiceDraft(draft({ name: 'Catering' }), ['catering '])).toEqual({
      name: expect.stringContaining('Another service is already called'),
    });
    const long = 'x'.repeat(2001);
    expect(
      checkServiceDraft(
        draft({
          name: 'A\tB',
          description: long,
          translations: {
            ar: { name: 'ب'.repeat(121), description: '' },
            ru: { name: '', description: long },
          },
        }),
      ),
    ).toEqual({
      name: expect.stringContaining('cannot be shown'),
      description: expect.stringContaining('2000'),
      'ar.name': expect.stringContaining('120'),
      'ru.description': expect.stringContaining('2000'),
    });
  });

  it('saves trimmed texts and leaves empty ones out', () => {
    expect(
      serviceDraftToInput(
        draft({
          name: ' Catering ',
          description: '  ',
          translations: { ar: { name: ' الضيافة ', description: ' ' }, ru: { name: '', description: '' } },
        }),
      ),
    ).toEqual({ name: 'Catering', translations: { ar: { name: 'الضيافة' } } });
  });
});
