import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';
import { azureQuote, quotedEnquiry } from './booking-fixtures';

// The device is far from Dubai: times on the list and the manifest are still Dubai's.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

const DATE = '2030-05-06'; // a Monday

/** Layla's quote for six guests on Azure Pearl, in Arabic, quoted; the operator signed in. */
async function quoted(overrides: (backend: Backend) => Backend = (b) => b) {
  let minute = 0;
  const base = await createTestBackend({
    now: () => new Date(Date.UTC(2030, 3, 1, 9, minute++)),
    storage: new MemoryStorage(),
  });
  const { id, reference } = await base.enquiries.create(
    quotedEnquiry('Layla', '+971501111111', azureQuote(DATE, 600, 4)),
  );
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await base.enquiries.setStatus(id, 'quoted');
  return { backend: overrides(base), base, id, reference };
}

/** The same, confirmed, with its page made. */
async function confirmed(overrides?: (backend: Backend) => Backend) {
  const made = await quoted(overrides);
  await made.base.enquiries.confirm(made.id);
  await made.base.charters.open(made.id);
  return made;
}

const panelOf = (reference: string) => screen.findByRole('region', { name: `Charter page of ${reference}` });

/** The charter record of an enquiry, which must have one. */
async function recordOf(backend: Backend, id: string) {
  const record = await backend.charters.forEnquiry(id);
  if (!record) throw new Error(`No charter page for ${id}`);
  return record;
}

describe('the charter panel on the enquiry’s screen', () => {
  it('opens the page right after Confirm, with both addresses in the client’s language to copy or send', async () => {
    const user = userEvent.setup();
    const { backend, id, reference } = await quoted();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    await user.click(await screen.findByRole('button', { name: `Confirm booking ${reference}` }));
    const panel = within(await panelOf(reference));
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('Charter page ready'));
    const { token, guestToken } = (await recordOf(backend, id)).page;
    const pageUrl = `${window.location.origin}/ar/charter/${token}`;
    const guestUrl = `${window.location.origin}/ar/charter/${guestToken}/guests`;
    expect(await panel.findByRole('link', { name: `Client’s page: ${pageUrl}` })).toHaveAttribute(
      'href',
      pageUrl,
    );
    expect(panel.getByRole('link', { name: `Guest list (for the group): ${guestUrl}` })).toHaveAttribute(
      'href',
      guestUrl,
    );

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(panel.getByRole('button', { name: 'Copy Client’s page' }));
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(panel.getByRole('button', { name: 'Copy Client’s page' })).toHaveTextContent('Copied');

    // WhatsApp to the client's number, in Arabic, with both addresses.
    const whatsapp = panel.getByRole('link', { name: 'Send on WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.searchParams.get('phone') ?? href.pathname).toContain('971501111111');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toMatch(/^مرحباً Layla، تم تأكيد رحلتك/);
    expect(text).toContain(pageUrl);
    expect(text).toContain(guestUrl);
  });

  it('says when the copy fails and the address stays to select', async () => {
    const user = userEvent.setup();
    const { backend, id, reference } = await confirmed();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // Nor does the old way work (jsdom has none): the address is left selected.
    const execCommand = document.execCommand;
    document.execCommand = vi.fn(() => false);
    try {
      renderAdmin(backend, `/admin/enquiries/${id}`);
      const panel = within(await panelOf(reference));
      await user.click(await panel.findByRole('button', { name: 'Copy Guest list (for the group)' }));
      expect(panel.getByRole('alert')).toHaveTextContent('Could not copy: select the address and copy it.');
      expect(window.getSelection()?.toString()).toMatch(/\/ar\/charter\/[\w-]{22}\/guests$/);
    } finally {
      document.execCommand = execCommand;
    }
  });

  it('says when opening the page fails after Confirm, and opens it on a second try', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { backend, id, reference } = await quoted((base) =>
      withOverrides(base, {
        charters: {
          open: async (enquiryId: string) => {
            if (fail) throw new BackendError('unavailable', 'offline');
            return base.charters.open(enquiryId);
          },
        },
      }),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    await user.click(await screen.findByRole('button', { name: `Confirm booking ${reference}` }));
    const panel = within(await panelOf(reference));
    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent('Could not open the charter page.'),
    );
    expect(await backend.charters.forEnquiry(id)).toBeNull();
    fail = false;
    await user.click(panel.getByRole('button', { name: 'Open the charter page' }));
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('Charter page ready'));
    expect(await panel.findByRole('link', { name: /^Client’s page: / })).toBeInTheDocument();
  });

  it('makes new addresses after asking, and the old ones lead nowhere', async () => {
    const user = userEvent.setup();
    const { backend, id, reference } = await confirmed();
    const old = (await recordOf(backend, id)).page;
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = within(await panelOf(reference));
    await user.click(await panel.findByRole('button', { name: 'Make a new address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make a new address?' }));
    expect(dialog.getByText(/the old links stop working/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Make new addresses' }));
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('New addresses made'));
    expect(await backend.charters.page(old.token)).toBeNull();
    const now = (await recordOf(backend, id)).page;
    expect(now.token).not.toBe(old.token);
    expect(
      await panel.findByRole('link', {
        name: `Client’s page: ${window.location.origin}/ar/charter/${now.token}`,
      }),
    ).toBeInTheDocument();
  });

  it('writes the page again on Update, and says when it cannot', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, id, reference } = await confirmed((base) =>
      withOverrides(base, {
        charters: {
          open: () =>
            Promise.reject(
              new BackendError('invalid-argument', 'Only a confirmed enquiry has a charter page.'),
            ),
        },
      }),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = within(await panelOf(reference));
    await user.click(await panel.findByRole('button', { name: 'Update the page' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Could not update the charter page. Only a confirmed enquiry has a charter page.',
    );
  });

  it('says when the page cannot be read, with Try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, id, reference } = await confirmed((base) =>
      withOverrides(base, { charters: { forEnquiry: () => Promise.reject(new Error('offline')) } }),
    );
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = within(await panelOf(reference));
    expect(await panel.findByText('Could not load the charter page. Please try again.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('keeps the client’s email for the reminders: a wrong one is said beside the field and kept as typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, base, id, reference } = await confirmed();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    const panel = within(await panelOf(reference));
    const field = await panel.findByLabelText('Client’s email for the reminders');
    await user.type(field, 'layla at example');
    await user.click(panel.getByRole('button', { name: 'Save the email' }));
    expect(await panel.findByText(/This is not an email address/)).toBeInTheDocument();
    expect(field).toHaveValue('layla at example');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, ' layla@example.ae ');
    await user.click(panel.getByRole('button', { name: 'Save the email' }));
    expect(await panel.findByText('Email for the reminders saved.')).toBeInTheDocument();
    expect((await base.enquiries.get(id))?.charter?.email).toBe('layla@example.ae');
    expect(panel.queryByText(/This is not an email address/)).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Save the email' })).toBeDisabled();
  });

  it('says what came of each reminder email the server sent', async () => {
    const { backend, id, reference } = await confirmed();
    const stored = await backend.enquiries.get(id);
    if (!stored) throw new Error('no enquiry');
    const withReminders = withOverrides(backend, {
      enquiries: {
        get: async () => ({
          ...stored,
          reminders: {
            '24h': { status: 'sent', at: '2030-05-05T06:00:00.000Z' },
            '2h': { status: 'failed', at: '2030-05-06T04:00:00.000Z', error: 'Mailbox unavailable.' },
          },
        }),
      },
    });
    renderAdmin(withReminders, `/admin/enquiries/${id}`);
    const panel = within(await panelOf(reference));
    expect(await panel.findByText(/day-before reminder: emailed 5 May 2030.*10:00/)).toBeInTheDocument();
    expect(panel.getByText(/2-hour reminder: not sent/)).toHaveTextContent(
      'Mailbox unavailable. It is tried again every 15 minutes while it is due.',
    );
  });

  it('is not there for an enquiry not confirmed', async () => {
    const { backend, id, reference } = await quoted();
    renderAdmin(backend, `/admin/enquiries/${id}`);
    expect(await screen.findByRole('button', { name: `Confirm booking ${reference}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: `Charter page of ${reference}` })).not.toBeInTheDocument();
  });

  it('is made when an enquiry is confirmed from the enquiries list too, and a failure is said there', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = false;
    const { backend, base, id, reference } = await quoted((made) =>
      withOverrides(made, {
        charters: {
          open: (enquiryId: string) =>
            fail ? Promise.reject(new Error('offline')) : made.charters.open(enquiryId),
        },
      }),
    );
    await base.enquiries.setStatus(id, 'new');
    const other = await base.enquiries.create(
      quotedEnquiry('Omar', '+971503333333', azureQuote('2030-05-07', 600, 2)),
    );
    renderAdmin(backend, '/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: `Confirm booking ${reference}` }));
    await waitFor(async () => expect(await backend.charters.forEnquiry(id)).not.toBeNull());

    fail = true;
    await user.click(await screen.findByRole('button', { name: `Confirm booking ${other.reference}` }));
    expect(
      await screen.findByText(
        `${other.reference} is booked, but its charter page could not be made: open the enquiry and press “Open the charter page”.`,
      ),
    ).toBeInTheDocument();
  });
});
