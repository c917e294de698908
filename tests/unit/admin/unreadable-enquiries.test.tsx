import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { enquiryProblem, readableEnquiry, type Enquiry } from '../../../src/domain/enquiry';
import { ItemBoundary } from '../../../src/features/admin/unreadable-item';
import { expectConsoleErrors } from '../console-guard';
import { createTestBackend } from '../test-utils';
import { renderAdmin } from './admin-test-utils';

/** An enquiry as a visitor's browser stores it, dated `date` (written past the rules, or by an older site). */
function stored(reference: string, name: string, date: string, minutesAgo: number): Enquiry {
  return {
    id: reference,
    reference,
    channel: 'whatsapp',
    name,
    phone: '+971501234567',
    preferredTime: '',
    message: '',
    language: 'en',
    campaign: {},
    quote: {
      selection: { yachtId: 'azure-pearl', date, startMinute: 600, hours: 2, guests: 4, addOnIds: [] },
      yachtName: 'Azure Pearl',
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 2, amountFils: 90_000 }],
      subtotalFils: 90_000,
      vatMode: 'included',
      vatFils: 4_286,
      totalFils: 90_000,
      depositFils: 45_000,
    },
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    status: 'new',
    bookingId: null,
  };
}

describe('an enquiry the app cannot read', () => {
  it('is told by its date, start, length or time of arrival, and loses its quote, never throwing', () => {
    const fine = stored('MLY-FINE22', 'Fine', '2031-03-04', 1);
    expect(enquiryProblem(fine)).toBeNull();
    expect(readableEnquiry(fine)).toBe(fine);
    expect(enquiryProblem(stored('MLY-BAD222', 'x', '2031-02-30', 1))).toBe(
      'its date “2031-02-30” is not a calendar date',
    );
    expect(enquiryProblem(stored('MLY-BAD222', 'x', '2031-13-05', 1))).toMatch(/not a calendar date/);
    expect(enquiryProblem(stored('MLY-BAD222', 'x', '0000-01-01', 1))).toMatch(/not a calendar date/);
    expect(enquiryProblem({ ...fine, createdAt: 'yesterday' })).toBe(
      'its time of arrival “yesterday” is not a time',
    );
    const quote = fine.quote ?? expect.fail('the fixture has a quote');
    const late = { ...quote, selection: { ...quote.selection, startMinute: 1440 } };
    expect(enquiryProblem({ ...fine, quote: late })).toMatch(/not a time of day/);
    const marked = readableEnquiry({ ...stored('MLY-BAD222', 'x', '2031-02-30', 1), createdAt: 'never' });
    expect(marked).toMatchObject({ quote: null, createdAt: new Date(0).toISOString() });
    expect(marked.unreadable).toMatch(/not a time/);
  });

  it('shows in the pipeline with its id and a delete button, the others working beside it', async () => {
    const dbName = `unreadable-${Date.now()}`;
    const backend = await createTestBackend({ dbName });
    const db = await openDB(dbName);
    for (const enquiry of [
      stored('MLY-GOOD22', 'Layla Good', '2031-03-04', 1),
      stored('MLY-FEB302', 'Poison One', '2031-02-30', 2),
      stored('MLY-MON132', 'Poison Two', '2031-13-05', 3),
      stored('MLY-ZERO22', 'Poison Three', '0000-01-01', 4),
    ]) {
      await db.put('enquiries', enquiry);
    }
    db.close();
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    renderAdmin(backend, '/admin/enquiries');

    const list = await screen.findByRole('list', { name: 'Enquiries' });
    expect(within(list).getByRole('heading', { name: /Layla Good/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Confirm booking MLY-GOOD22' })).toBeEnabled();
    expect(list).toHaveTextContent(
      'This enquiry could not be read (id MLY-FEB302). The stored document is damaged: its date “2031-02-30” is not a calendar date.',
    );
    expect(list).toHaveTextContent('This enquiry could not be read (id MLY-MON132).');
    expect(list).toHaveTextContent('This enquiry could not be read (id MLY-ZERO22).');

    await userEvent.click(within(list).getByRole('button', { name: 'Delete enquiry MLY-FEB302' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, delete enquiry MLY-FEB302' }));
    await vi.waitFor(() => expect(list).not.toHaveTextContent('MLY-FEB302'));
    expect(await backend.enquiries.get('MLY-FEB302')).toBeNull();
    expect(await backend.enquiries.get('MLY-GOOD22')).not.toBeNull();
    expect(await screen.findByRole('radio', { name: 'New (3)' })).toBeInTheDocument();
  });

  it('says so on its own screen, refuses Confirm, and is deleted from there', async () => {
    const dbName = `unreadable-one-${Date.now()}`;
    const backend = await createTestBackend({ dbName });
    const db = await openDB(dbName);
    await db.put('enquiries', stored('MLY-FEB302', 'Poison One', '2031-02-30', 2));
    db.close();
    await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await expect(backend.enquiries.confirm('MLY-FEB302')).rejects.toMatchObject({
      code: 'invalid-argument',
      message:
        'This enquiry could not be read: its date “2031-02-30” is not a calendar date. Delete it, or ask the client again.',
    });
    const { router } = renderAdmin(backend, '/admin/enquiries/MLY-FEB302');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete enquiry MLY-FEB302' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete enquiry MLY-FEB302' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/enquiries'));
    expect(await backend.enquiries.get('MLY-FEB302')).toBeNull();
  });

  it('an item that throws while it renders is shown as unreadable, and a failed delete is said', async () => {
    // React reports the error its boundary caught.
    const logged = expectConsoleErrors();
    const Broken = (): never => {
      throw new Error('Broken item');
    };
    const onDelete = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <ul>
        <ItemBoundary what="enquiry" id="MLY-BRKN22" onDelete={onDelete}>
          <Broken />
        </ItemBoundary>
        <li>The next one</li>
      </ul>,
    );
    expect(screen.getByText('This enquiry could not be read (id MLY-BRKN22).')).toBeInTheDocument();
    expect(screen.getByText('The next one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete enquiry MLY-BRKN22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete enquiry MLY-BRKN22' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete. Please try again.');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(logged.flat().some((arg) => arg instanceof Error && arg.message === 'Broken item')).toBe(true);
  });
});
