import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import type { Enquiry, OperatorNotification } from '../../../src/domain/enquiry';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';

const FAILED: OperatorNotification = {
  status: 'failed',
  at: '2030-05-01T09:05:00.000Z',
  error: 'Can’t send mail - all recipients were rejected: 550 Mailbox unavailable',
};

/**
 * Two call-back requests; as the Firebase backend reads them with Functions on, Layla's carries the server's record
 * of the operator's email (`notification`, docs/decisions/0035): failed, or sent.
 */
async function backendWith(notification: OperatorNotification): Promise<{ backend: Backend; id: string }> {
  const base = await createTestBackend({
    now: () => new Date(Date.UTC(2030, 4, 1, 9, 0)),
    storage: new MemoryStorage(),
  });
  const request = {
    channel: 'callback' as const,
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote: null,
  };
  const layla = await base.enquiries.create({ ...request, name: 'Layla', phone: '+971501111111' });
  await base.enquiries.create({ ...request, name: 'Sam', phone: '+971502222222' });
  await base.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const withRecord = (enquiry: Enquiry): Enquiry =>
    enquiry.id === layla.id ? { ...enquiry, notification } : enquiry;
  const backend = withOverrides(base, {
    enquiries: {
      get: async (id) => {
        const enquiry = await base.enquiries.get(id);
        return enquiry && withRecord(enquiry);
      },
      page: async (options) => {
        const page = await base.enquiries.page(options);
        return { ...page, items: page.items.map(withRecord) };
      },
    },
  });
  return { backend, id: layla.id };
}

const itemOf = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;

describe('the operator email’s failure in the admin', () => {
  it('shows on the enquiry’s screen, with the mail server’s reason', async () => {
    const { backend, id } = await backendWith(FAILED);
    renderAdmin(backend, `/admin/enquiries/${id}`);
    expect(
      await screen.findByText(
        'Operator email failed: Can’t send mail - all recipients were rejected: 550 Mailbox unavailable',
      ),
    ).toBeInTheDocument();
  });

  it('shows on its item in the pipeline, and on no other', async () => {
    const { backend } = await backendWith(FAILED);
    renderAdmin(backend, '/admin/enquiries');
    await screen.findByRole('heading', { name: /^Sam/ });
    expect(itemOf('Layla')).toHaveTextContent('Operator email failed: Can’t send mail');
    expect(itemOf('Sam')).not.toHaveTextContent('Operator email failed');
  });

  it('says nothing once the email was sent', async () => {
    const { backend, id } = await backendWith({ status: 'sent', at: FAILED.at });
    renderAdmin(backend, `/admin/enquiries/${id}`);
    await screen.findByRole('heading', { name: /^Layla/ });
    expect(screen.queryByText(/Operator email failed/)).toBeNull();
  });

  it('says nothing once a summary email told it, after its own email had failed', async () => {
    // As enquiry-summary.ts records it: the failure (and its reason) replaced by `summarised`.
    const { backend, id } = await backendWith({ status: 'summarised', at: '2030-05-01T09:15:00.000Z' });
    renderAdmin(backend, `/admin/enquiries/${id}`);
    await screen.findByRole('heading', { name: /^Layla/ });
    expect(screen.queryByText(/Operator email failed/)).toBeNull();
  });
});
