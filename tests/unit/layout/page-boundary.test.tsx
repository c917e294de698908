import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console-guard';
import { createTestBackend, renderApp } from '../test-utils';

function Broken(): never {
  throw new Error('render failed');
}

describe('page boundary', () => {
  it('shows a readable message when a page fails, and recovers on another page', async () => {
    const logged = expectConsoleErrors();
    const { router } = renderApp({
      backend: await createTestBackend(),
      path: '/broken',
      routes: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <h1>Fine page</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the fleet' })).toHaveAttribute('href', '/');
    expect(logged.some((args) => String(args[0]).includes('A page failed to render.'))).toBe(true);
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
