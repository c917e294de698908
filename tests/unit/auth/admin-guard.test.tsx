import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_VISITOR_ACCOUNT } from '../../../src/config/demo';
import { renderAdmin, signedInBackend } from '../admin/admin-test-utils';
import { createTestBackend, withOverrides } from '../test-utils';

describe('admin guard', () => {
  it("shows 'Loading...' while the auth state is unknown", async () => {
    const backend = await createTestBackend();
    renderAdmin(withOverrides(backend, { auth: { onChange: () => () => undefined } }), '/admin/offers');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('redirects to /login when signed out, from every admin route', async () => {
    for (const path of ['/admin', '/admin/offers', '/admin/enquiries', '/admin/edit-product/azure-pearl']) {
      const { router, unmount } = renderAdmin(await createTestBackend(), path);
      expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      unmount();
    }
  });

  it('shows "no admin access", no admin data and a logout button to an account without admin rights', async () => {
    const { router } = renderAdmin(await signedInBackend(DEMO_VISITOR_ACCOUNT), '/admin');
    expect(await screen.findByRole('heading', { name: 'No admin access' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as guest@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Yachts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the admin area to the operator; logout signs out and goes to /login', async () => {
    const backend = await signedInBackend();
    const { router } = renderAdmin(backend, '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of ['Offers', 'Products', 'Enquiries']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(nav).toContainElement(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await act(() => router.navigate('/admin'));
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
  });

  it('leads the other admin addresses (productPanel, offersPanel, …) to the same screens', async () => {
    const backend = await signedInBackend();
    const { router } = renderAdmin(backend, '/admin/productPanel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yachts' })).toBeInTheDocument();
    await act(() => router.navigate('/admin/addProduct'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a yacht' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/add-product');
    await act(() => router.navigate('/admin/productdetail/azure-pearl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Azure Pearl' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/edit-product/azure-pearl');
    await act(() => router.navigate('/admin/servicePanel'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Services' })).toBeInTheDocument();
  });
});
