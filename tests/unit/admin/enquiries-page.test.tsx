import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { deferred, renderAdmin } from './admin-test-utils';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { PAGE_SIZE } from '../../../src/features/admin/enquiries/use-enquiries';

const callback = (name: string, phone: string, preferredTime: string, message: string) => ({
  channel: 'callback' as const,
  name,
  phone,
  preferredTime,
  message,
  language: 'en',
  campaign: {},
  quote: null,
});

/** A backend with three call-back requests received a minute apart (Omar last) and the operator signed in. */
async function backendWithRequests(): Promise<Backend> {
  let minute = 0;
  const backend = await createTestBackend({
    now: () => new Date(Date.UTC(2025, 4, 1, 9, minute++)),
    storage: new MemoryStorage(),
  });
  await backend.enquiries.create(callback('Layla', '+971501111111', '18:30', 'Sunset, please'));
  await backend.enquiries.create(callback('Sam', '+971502222222', '', ''));
  await backend.enquiries.create(callback('Omar', '+971503333333', '10:00', '=1+1'));
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return backend;
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Enquiries' }))
    .getAllByRole('heading')
    .map((heading) =>
      heading.textContent?.replace(/(new|contacted|quoted|confirmed|completed|lost)$/, '').trim(),
    );

describe('enquiries inbox', () => {
  it('lists new requests newest first with a tel: link, preferred time, message and received time', async () => {
    renderAdmin(await backendWithRequests(), '/admin/enquiries');
    await screen.findByRole('list', { name: 'Enquiries' });
    expect(shownNames()).toEqual(['Omar', 'Sam', 'Layla']);
    const layla = screen.getByRole('heading', { name: /Layla/ }).closest('li') as HTMLElement;
    expect(within(layla).getByRole('link', { name: 'Call Layla on +971501111111' })).toHaveAttribute(
      'href',
      'tel:+971501111111',
    );
    expect(layla).toHaveTextContent('Preferred time: 18:30');
    expect(layla).toHaveTextContent('Message: Sunset, please');
    expect(layla).toHaveTextContent(/Received 1 May 2025/);
  });

  it('marks a request contacted, filters by status, and moves it back to new', async () => {
    const backend = await backendWithRequests();
    renderAdmin(backend, '/admin/enquiries');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark contacted: Sam' }));
    await vi.waitFor(() => expect(shownNames()).toEqual(['Omar', 'Layla']));
    expect((await backend.enquiries.list()).find((r) => r.name === 'Sam')?.status).toBe('contacted');

    // Each filter reads its own pages from the backend.
    await userEvent.click(await screen.findByRole('radio', { name: 'Contacted (1)' }));
    await vi.waitFor(() => expect(shownNames()).toEqual(['Sam']));
    await userEvent.click(screen.getByRole('radio', { name: 'All (3)' }));
    await vi.waitFor(() => expect(shownNames()).toEqual(['Omar', 'Sam', 'Layla']));

    const sam = screen.getByRole('heading', { name: /Sam/ }).closest('li') as HTMLElement;
    await userEvent.selectOptions(within(sam).getByRole('combobox', { name: /^Status of MLY-/ }), 'New');
    await screen.findByRole('radio', { name: 'New (3)' });
    expect((await backend.enquiries.list()).find((r) => r.name === 'Sam')?.status).toBe('new');
  });

  it('reads the list and the counts again after a change, the list staying on screen meanwhile', async () => {
    const backend = await backendWithRequests();
    const held = deferred();
    let pages = 0;
    const page: Backend['enquiries']['page'] = async (options) => {
      pages += 1;
      if (pages > 1) await held.promise;
      return backend.enquiries.page(options);
    };
    renderAdmin(withOverrides(backend, { enquiries: { page } }), '/admin/enquiries');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark contacted: Sam' }));
    await vi.waitFor(() => expect(pages).toBe(2));
    expect(screen.queryByText('Loading enquiries...')).toBeNull();
    expect(shownNames()).toEqual(['Omar', 'Sam', 'Layla']);
    held.resolve();
    await vi.waitFor(() => expect(shownNames()).toEqual(['Omar', 'Layla']));
    expect(await screen.findByRole('radio', { name: 'Contacted (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New (2)' })).toBeChecked();
  });

  it('exports the shown requests as a CSV download', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAdmin(await backendWithRequests(), '/admin/enquiries');
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    // Enabled once the requests are shown.
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);

    expect(clicked[0].download).toBe(`enquiries-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(clicked[0].href).toBe('blob:csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0].arrayBuffer());
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Received","Reference","Channel","Name","Phone","Preferred time","Message","Yacht","Date",' +
        '"Start (Dubai)","Hours","Guests","Total","Status","Language","Campaign"',
    );
    expect(text).toMatch(
      /\r\n"2025-05-01T09:0\d:00\.000Z","MLY-\w{6}","callback","Layla","'\+971501111111","18:30","Sunset, please","","","","","","","new","en",""\r\n/,
    );
    expect(text).toContain("'=1+1");
    expect(text.indexOf('Omar')).toBeLessThan(text.indexOf('Layla'));
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    const backend = await backendWithRequests();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const page: Backend['enquiries']['page'] = (options) =>
      fail ? Promise.reject(new Error('denied')) : backend.enquiries.page(options);
    renderAdmin(withOverrides(backend, { enquiries: { page } }), '/admin/enquiries');
    expect(await screen.findByText('Could not load the enquiries. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Enquiries' })).toBeInTheDocument();
  });

  it('reads a page at a time and loads more on request', async () => {
    const backend = await backendWithRequests();
    for (let index = 0; index < PAGE_SIZE; index += 1) {
      await backend.enquiries.create(callback(`Guest ${index}`, '+971504444444', '', ''));
    }
    const pages = vi.spyOn(backend.enquiries, 'page');
    renderAdmin(backend, '/admin/enquiries');
    await screen.findByRole('list', { name: 'Enquiries' });
    expect(shownNames()).toHaveLength(PAGE_SIZE);
    expect(shownNames()).not.toContain('Layla');
    expect(await screen.findByRole('radio', { name: `New (${PAGE_SIZE + 3})` })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(shownNames()).toHaveLength(PAGE_SIZE + 3));
    expect(shownNames().slice(-3)).toEqual(['Omar', 'Sam', 'Layla']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(pages.mock.calls.map(([options]) => options.limit)).toEqual([PAGE_SIZE, PAGE_SIZE]);
  });

  it('says when a status change fails', async () => {
    const backend = await backendWithRequests();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin(
      withOverrides(backend, { enquiries: { setStatus: () => Promise.reject(new Error('denied')) } }),
      '/admin/enquiries',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark contacted: Sam' }));
    expect(await screen.findByText('Could not change the status. Please try again.')).toBeInTheDocument();
    expect(shownNames()).toContain('Sam');
  });
});
