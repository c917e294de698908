import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import type * as EnvModule from '../../../src/config/env';
import type { Env } from '../../../src/config/env';
import { expectConsoleErrors } from '../console-guard';
import { createTestBackend, renderApp, withOverrides } from '../test-utils';
import { HONEYPOT_NAME } from '../../../src/features/callback/honeypot-field';
import { BackendError } from '../../../src/backend/types';

// Pages and the chat load lazily; a cold transform on a busy CI machine can take more than a second.

const mocks = vi.hoisted(() => ({ env: {} as Partial<Env>, send: vi.fn() }));

vi.mock('../../../src/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof EnvModule>()),
  env: mocks.env,
}));
vi.mock('@emailjs/browser', () => ({ send: mocks.send, default: { send: mocks.send } }));

const EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service-id',
  VITE_EMAILJS_TEMPLATE_ID: 'template-id',
};

const SUCCESS = 'Your message has been sent successfully!';
const FAILURE = 'Something went wrong. Please try again.';
const REQUIRED = 'Please fill in all required fields.';

async function renderContact(backend?: Backend) {
  const used = backend ?? (await createTestBackend());
  renderApp({ backend: used, path: '/contact' });
  await screen.findByRole('heading', { name: 'Request a Call Back' });
  return { backend: used, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Request a Call Back|Sending/ });

async function fillAndSend(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Layla Hassan', phone = '050 123 4567', time = '18:30', message = '' } = {},
) {
  if (name) await user.type(field('Name'), name);
  if (phone) await user.type(field('Phone'), phone);
  if (time) await user.type(field('Preferred time'), time);
  if (message) await user.type(field('Message (optional)'), message);
  await user.click(submitButton());
}

describe('Request a Call Back form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    for (const key of Object.keys(mocks.env)) Reflect.deleteProperty(mocks.env, key);
    mocks.send.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('has visible labels for every field and keeps the honeypot away from people and assistive technology', async () => {
    const { user } = await renderContact();
    for (const label of ['Name', 'Phone', 'Preferred time', 'Message (optional)']) {
      expect(screen.getByText(label, { selector: 'label' })).toBeVisible();
    }
    expect(field('Name')).toBeRequired();
    expect(field('Phone')).toBeRequired();
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Preferred time')).toHaveAttribute('type', 'time');

    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Autofill cannot fill it: off, a name no autofill heuristic knows, and password managers told to skip it.
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(HONEYPOT_NAME).not.toMatch(
      /name|mail|phone|tel|url|web|site|company|organi[sz]ation|address|city|zip|postal|country|user|login/i,
    );
    expect(honeypot).toHaveAttribute('data-lpignore', 'true');
    expect(honeypot).toHaveAttribute('data-1p-ignore', 'true');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
    // Tabbing through the form never lands on it.
    await user.click(field('Message (optional)'));
    await user.tab();
    expect(document.activeElement).toBe(submitButton());
  });

  it('stores the request first, then emails it when EmailJS is configured, and clears the fields', async () => {
    Object.assign(mocks.env, EMAILJS);
    const order: string[] = [];
    const base = await createTestBackend();
    const backend = withOverrides(base, {
      enquiries: {
        create: async (input) => {
          order.push('stored');
          return base.enquiries.create(input);
        },
      },
    });
    mocks.send.mockImplementation(async () => {
      order.push('emailed');
      return { status: 200, text: 'OK' };
    });
    const { user } = await renderContact(backend);
    await fillAndSend(user, { message: 'Sunset trip for 10' });

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(order).toEqual(['stored', 'emailed']);
    const [stored] = await base.enquiries.list();
    expect(stored).toMatchObject({
      name: 'Layla Hassan',
      phone: '+971501234567',
      preferredTime: '18:30',
      message: 'Sunset trip for 10',
      channel: 'callback',
      language: 'en',
      quote: null,
      status: 'new',
    });
    expect(mocks.send).toHaveBeenCalledWith(
      'service-id',
      'template-id',
      {
        name: 'Layla Hassan',
        phone: '+971501234567',
        preferred_time: '18:30',
        message: 'Sunset trip for 10',
      },
      { publicKey: 'public-key' },
    );
    expect(field('Name')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
    expect(field('Preferred time')).toHaveValue('');
  });

  it("sends 'No message' when the message is empty and only stores when EmailJS is not configured", async () => {
    const { user, backend } = await renderContact();
    await fillAndSend(user, { time: '' });
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const [stored] = await backend.enquiries.list();
    expect(stored).toMatchObject({ message: 'No message', preferredTime: '' });
    expect(mocks.send).not.toHaveBeenCalled();
  });

  it('still succeeds when the email fails, because the request is stored', async () => {
    Object.assign(mocks.env, EMAILJS);
    mocks.send.mockRejectedValue(new Error('EmailJS is down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, backend } = await renderContact();
    await fillAndSend(user);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await backend.enquiries.list()).toHaveLength(1);
    expect(mocks.send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });

  it('shows the failure message, keeps what was typed and sends no email when nothing could be stored', async () => {
    const logged = expectConsoleErrors();
    Object.assign(mocks.env, EMAILJS);
    const backend = withOverrides(await createTestBackend(), {
      enquiries: { create: () => Promise.reject(new Error('offline')) },
    });
    const { user } = await renderContact(backend);
    await fillAndSend(user, { message: 'Please call' });
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Layla Hassan');
    expect(field('Phone')).toHaveValue('050 123 4567');
    expect(field('Preferred time')).toHaveValue('18:30');
    expect(field('Message (optional)')).toHaveValue('Please call');
    expect(mocks.send).not.toHaveBeenCalled();
    expect(logged.length).toBeGreaterThan(0);
    // Not throttled: the person may try again at once.
    await user.click(submitButton());
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(/one request every 30 seconds/)).not.toBeInTheDocument();
  });

  it('asks for the required fields when name or phone is missing or only spaces', async () => {
    const { user, backend } = await renderContact();
    await user.click(submitButton());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();

    await fillAndSend(user, { name: '   ', phone: '050 123 4567' });
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveValue('050 123 4567');
    expect(await backend.enquiries.list()).toHaveLength(0);
  });

  it('refuses a name of Unicode spaces or with control characters, and limits what can be typed', async () => {
    const { user, backend } = await renderContact();
    expect(field('Name')).toHaveAttribute('maxlength', '120');
    expect(field('Message (optional)')).toHaveAttribute('maxlength', '2000');
    await fillAndSend(user, { name: '\u00a0\u2003\u3000' });
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Name'));
    await user.click(field('Name'));
    await user.paste('Layla\u0007');
    await user.click(submitButton());
    expect(await screen.findByText(/characters that cannot be shown/)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Layla\u0007');
    expect(await backend.enquiries.list()).toHaveLength(0);
  });

  it('says what the backend refused instead of a bare failure', async () => {
    const logged = expectConsoleErrors();
    const backend = withOverrides(await createTestBackend(), {
      enquiries: {
        create: () =>
          Promise.reject(new BackendError('invalid-argument', 'The message is longer than 2000 characters.')),
      },
    });
    const { user } = await renderContact(backend);
    await fillAndSend(user, { message: 'Please call' });
    expect(await screen.findByText('The message is longer than 2000 characters.')).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(field('Message (optional)')).toHaveValue('Please call');
    expect(logged.length).toBeGreaterThan(0);
  });

  it('says when the server’s limit per connection is reached, keeping what was typed', async () => {
    const logged = expectConsoleErrors();
    const backend = withOverrides(await createTestBackend(), {
      enquiries: { create: () => Promise.reject(new BackendError('resource-exhausted', 'HTTP 429')) },
    });
    const { user } = await renderContact(backend);
    await fillAndSend(user, { message: 'Please call' });
    expect(
      await screen.findByText(
        'We have received many requests from this connection. Please try again in a while, or call us.',
      ),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Layla Hassan');
    expect(field('Phone')).toHaveValue('050 123 4567');
    expect(field('Message (optional)')).toHaveValue('Please call');
    expect(logged.length).toBeGreaterThan(0);
  });

  it('rejects an invalid phone number with a clear message and keeps it for correction', async () => {
    const { user, backend } = await renderContact();
    await fillAndSend(user, { phone: '12345' });
    expect(await screen.findByText(/Please enter a valid phone number/)).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('12345');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(await backend.enquiries.list()).toHaveLength(0);
  });

  it('accepts one request per 30 seconds from this browser', async () => {
    const { user, backend } = await renderContact();
    await fillAndSend(user);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();

    await fillAndSend(user, { name: 'Omar' });
    expect(
      await screen.findByText(
        /You can send one request every 30 seconds\. Please try again in \d+ seconds?\./,
      ),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Omar');
    expect(await backend.enquiries.list()).toHaveLength(1);

    // 30 seconds later it goes through.
    const later = Date.now() + 30_500;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await backend.enquiries.list()).toHaveLength(2);
  });

  it('pretends to succeed for a bot that fills the honeypot, storing and emailing nothing', async () => {
    Object.assign(mocks.env, EMAILJS);
    const { user, backend } = await renderContact();
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    if (!honeypot) throw new Error('no honeypot');
    await user.type(honeypot, 'https://spam.example');
    await fillAndSend(user);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await backend.enquiries.list()).toHaveLength(0);
    expect(mocks.send).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed while sending', async () => {
    let release: () => void = () => undefined;
    const base = await createTestBackend();
    const create = vi.fn(async (input: Parameters<Backend['enquiries']['create']>[0]) => {
      await new Promise<void>((resolve) => (release = resolve));
      return base.enquiries.create(input);
    });
    const { user } = await renderContact(withOverrides(base, { enquiries: { create } }));
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    screen.getByRole('button', { name: 'Sending...' }).closest('form')?.requestSubmit();
    release();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await base.enquiries.list()).toHaveLength(1);
  });
});
