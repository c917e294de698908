import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { renderAdmin } from '../admin/admin-test-utils';
import { createTestBackend, withOverrides } from '../test-utils';

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the demo operator account in demo mode, and not on Firebase', async () => {
    const backend = await createTestBackend();
    const { unmount } = renderAdmin(backend, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_OPERATOR.email)).toBeInTheDocument();
    expect(screen.getByText(DEMO_OPERATOR.password)).toBeInTheDocument();
    unmount();
    renderAdmin({ ...backend, kind: 'firebase' }, '/login');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_OPERATOR.email)).not.toBeInTheDocument();
  });

  it('says a wrong password is invalid, stays on /login and keeps what was typed', async () => {
    const { router } = renderAdmin(await createTestBackend(), '/login');
    await fill(DEMO_OPERATOR.email, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_OPERATOR.email);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('asks for both fields before calling the backend', async () => {
    renderAdmin(await createTestBackend(), '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
  });

  it('shows a generic message for other failures', async () => {
    const backend = await createTestBackend();
    renderAdmin(
      withOverrides(backend, {
        auth: { signIn: () => Promise.reject(new BackendError('unavailable', 'network down')) },
      }),
      '/login',
    );
    await fill(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in failed. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('goes to the dashboard at /admin after a successful sign-in', async () => {
    const { router } = renderAdmin(await createTestBackend(), '/login');
    await fill(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
