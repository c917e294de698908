import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import type { Enquiry } from '../../../src/domain/enquiry';
import { createTestBackend, MemoryStorage, withOverrides } from '../test-utils';
import { renderAdmin } from './admin-test-utils';

/**
 * What the server noticed when it stored an enquiry (`flags`, docs/decisions/0040-limits-that-hold.md): a phone
 * named in many requests today is not refused but flagged, and the operator sees it on the enquiry.
 */
async function pipelineWithFlaggedLayla() {
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
  const flagged = (enquiry: Enquiry): Enquiry =>
    enquiry.id === layla.id ? { ...enquiry, flags: ['phone-busy'] } : enquiry;
  return withOverrides(base, {
    enquiries: {
      page: async (options) => {
        const page = await base.enquiries.page(options);
        return { ...page, items: page.items.map(flagged) };
      },
    },
  });
}

const itemOf = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;

describe('the server’s flags on an enquiry', () => {
  it('show as a badge on the flagged enquiry only', async () => {
    renderAdmin(await pipelineWithFlaggedLayla(), '/admin/enquiries');
    await screen.findByRole('heading', { name: /^Sam/ });
    expect(itemOf('Layla')).toHaveTextContent('Phone named in many requests today');
    expect(itemOf('Sam')).not.toHaveTextContent('Phone named in many requests today');
  });
});
