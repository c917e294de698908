import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { nextWeekday, stubWhatsappTab } from './live-booking.helpers';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';

stubWhatsappTab();

async function openYacht(backend: Backend, search = '') {
  renderApp({ backend, path: `/productdetail/marina-star${search}` });
  return screen.findByRole('region', { name: 'Check availability & price', busy: false }, { timeout: 5000 });
}

/** A backend with a voucher of AED 500 issued by hand, signed out again (a visitor). */
async function withVoucher() {
  const backend = await createTestBackend();
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const voucher = await backend.cancellations.issueVoucher(50_000);
  await backend.auth.signOut();
  return { backend, code: voucher.code };
}

describe('a voucher code in the booking panel', () => {
  it('checks the code, says its value and expiry, and sends it with the enquiry', async () => {
    const { backend, code } = await withVoucher();
    const user = userEvent.setup();
    const panel = within(await openYacht(backend, `?date=${nextWeekday()}&hours=2&guests=6`));
    const start = await panel.findByRole('option', { name: /^10:00/ }, { timeout: 5000 });
    await user.selectOptions(panel.getByLabelText('Start time'), start);
    await user.click(panel.getByRole('button', { name: 'Have a voucher code?' }));
    const field = panel.getByLabelText('Voucher code');
    // Typed in lower case with a hyphen, as people copy it.
    await user.type(field, `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`);
    await user.click(panel.getByRole('button', { name: 'Check the code' }));
    expect(await panel.findByRole('status')).toHaveTextContent(/A credit of AED\s500, valid until/);
    await user.click(panel.getByRole('button', { name: 'Send on WhatsApp' }));
    await panel.findByText(/^MLY-[2-9A-HJ-NP-Z]{6}$/);
    const [stored] = await backend.enquiries.list();
    expect(stored?.voucherCode).toBe(code);
  });

  it('says what is wrong with a code, keeps what was typed, and sends none', async () => {
    const { backend } = await withVoucher();
    const user = userEvent.setup();
    const panel = within(await openYacht(backend, `?date=${nextWeekday()}&hours=2&guests=6`));
    await user.click(await panel.findByRole('button', { name: 'Have a voucher code?' }));
    const field = panel.getByLabelText('Voucher code');
    await user.type(field, 'ABC');
    await user.click(panel.getByRole('button', { name: 'Check the code' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('A voucher code is 10 letters and digits');
    await user.clear(field);
    await user.type(field, 'ZZZZ234567');
    await user.click(panel.getByRole('button', { name: 'Check the code' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('No voucher has this code.');
    expect(field).toHaveValue('ZZZZ234567');
  });

  it('says so when the code cannot be checked', async () => {
    const { backend, code } = await withVoucher();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = withOverrides(backend, {
      cancellations: { checkVoucher: () => Promise.reject(new BackendError('unavailable', 'offline')) },
    });
    const user = userEvent.setup();
    const panel = within(await openYacht(failing));
    await user.click(await panel.findByRole('button', { name: 'Have a voucher code?' }));
    await user.type(panel.getByLabelText('Voucher code'), code);
    await user.click(panel.getByRole('button', { name: 'Check the code' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('could not be checked just now');
  });
});
