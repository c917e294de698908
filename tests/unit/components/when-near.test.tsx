import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from '../../../src/components/when-near';

/** An IntersectionObserver the test drives: `near()` says the observed element came near the screen. */
function stubObserver() {
  let callback: IntersectionObserverCallback | undefined;
  const observed: Element[] = [];
  class Observer {
    constructor(given: IntersectionObserverCallback) {
      callback = given;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observed,
    near: () =>
      callback?.(
        observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('whenNear', () => {
  it('keeps a prerendered part’s markup, its controls held, and loads its code only once it is near the screen', async () => {
    const observer = stubObserver();
    // The page as prerendered and marked by tools/start-app.js until live.
    const prerendered = document.createElement('div');
    prerendered.id = 'part';
    prerendered.innerHTML = '<button type="button" data-until-live="" aria-disabled="true">Question</button>';
    document.body.append(prerendered);
    const load = vi.fn(async () => ({ default: () => <button type="button">Live question</button> }));
    const Part = whenNear('part', load);
    prerendered.remove();

    render(<Part />);
    const button = screen.getByRole('button', { name: 'Question' });
    // Not waiting for the page to go live (that would hold the whole page), but for the part's own code.
    expect(button).not.toHaveAttribute('data-until-live');
    expect(button).toHaveAttribute('data-until-loaded');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(load).not.toHaveBeenCalled();
    expect(observer.observed).toHaveLength(1);

    await act(async () => observer.near());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Live question' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Question' })).not.toBeInTheDocument();
  });

  it('loads a part at once when the visitor touches or tabs into it, and keeps the focus on the same control', async () => {
    stubObserver();
    const prerendered = document.createElement('div');
    prerendered.id = 'panel';
    prerendered.innerHTML =
      '<a href="/terms" data-until-live="" aria-disabled="true">Terms</a>' +
      '<input aria-label="Guests" data-until-live="" aria-disabled="true">';
    document.body.append(prerendered);
    const load = vi.fn(async () => ({
      default: ({ guests }: { guests: number }) => (
        <>
          <a href="/terms">Terms</a>
          <input aria-label="Guests" defaultValue={guests} />
        </>
      ),
    }));
    const Part = whenNear('panel', load, { margin: '0px' });
    prerendered.remove();

    render(<Part guests={12} />);
    // A link works without code: released at once.
    expect(screen.getByRole('link', { name: 'Terms' })).not.toHaveAttribute('aria-disabled');
    const field = screen.getByRole('textbox', { name: 'Guests' });
    expect(field).toHaveAttribute('aria-disabled', 'true');
    await act(async () => field.focus());
    expect(load).toHaveBeenCalledTimes(1);
    const live = await screen.findByDisplayValue('12');
    expect(live).not.toHaveAttribute('aria-disabled');
    expect(live).toHaveFocus();
  });

  it('loads a part at once on a page that was not prerendered', async () => {
    stubObserver();
    const load = vi.fn(async () => ({ default: () => <p>Loaded</p> }));
    const Part = whenNear('elsewhere', load);
    render(<Part />);
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
