import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyBoundary, lazyWithRetry, Popover } from '../index';
import { renderWithDesignSystem } from '../testing';

/*
 * A piece that loads on first use and whose chunk fails to download must leave the rest of the
 * page working, say so in its place and load when Retry is pressed once the network is back.
 */

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

/** An import that fails until `heal()`; counts how often it was attempted. */
function flakyImport() {
  let healthy = false;
  const factory = jest.fn(() =>
    healthy ? Promise.resolve({ default: ({ label }: { label: string }) => <button type="button">{label}</button> }) : Promise.reject(chunkError()),
  );
  return { factory, heal: () => (healthy = true) };
}

/** The rest of the page: keeps its own state, which a remount would lose. */
function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Clicked {n}
    </button>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report the caught error; expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('LazyBoundary with lazyWithRetry', () => {
  it('shows the message in place of a piece whose import rejects; the rest of the page stays mounted', async () => {
    const { factory } = flakyImport();
    const Piece = lazyWithRetry(factory);
    renderWithDesignSystem(
      <>
        <Counter />
        <LazyBoundary fallback={<p>Loading…</p>}>
          <Piece label="Adults" />
        </LazyBoundary>
      </>,
    );
    const counter = screen.getByRole('button', { name: 'Clicked 0' });
    await userEvent.click(counter);

    expect(await screen.findByRole('alert')).toHaveTextContent("This part didn't load.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Same element, same state: nothing above the piece was unmounted.
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(counter);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('Retry calls the import again and renders the piece once it loads', async () => {
    const { factory, heal } = flakyImport();
    const Piece = lazyWithRetry(factory);
    renderWithDesignSystem(
      <>
        <Counter />
        <LazyBoundary>
          <Piece label="Adults" />
        </LazyBoundary>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await screen.findByRole('alert');

    heal();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Adults' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('keeps the message (and the focus on Retry) while the import still fails; from the keyboard', async () => {
    const { factory, heal } = flakyImport();
    const Piece = lazyWithRetry(factory);
    renderWithDesignSystem(
      <LazyBoundary>
        <Piece label="Adults" />
      </LazyBoundary>,
    );
    await screen.findByRole('alert');
    await userEvent.tab();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await act(async () => undefined);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent("This part didn't load.");
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    heal();
    await userEvent.keyboard('{Enter}');
    // Retry is gone: the focus moves on to the piece rather than to the page's start.
    expect(await screen.findByRole('button', { name: 'Adults' })).toHaveFocus();
  });

  it('says it in Arabic on Arabic pages', async () => {
    const Piece = lazyWithRetry(flakyImport().factory);
    renderWithDesignSystem(
      <LazyBoundary>
        <Piece label="Adults" />
      </LazyBoundary>,
      { locale: 'ar' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل هذا الجزء.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('a preload that succeeds after a failure lets the next mount render the piece at once', async () => {
    const { factory, heal } = flakyImport();
    const Piece = lazyWithRetry(factory);
    const view = renderWithDesignSystem(
      <LazyBoundary>
        <Piece label="Adults" />
      </LazyBoundary>,
    );
    await screen.findByRole('alert');
    view.unmount();

    heal();
    await act(async () => Piece.preload());
    renderWithDesignSystem(
      <LazyBoundary fallback={<p>Loading…</p>}>
        <Piece label="Adults" />
      </LazyBoundary>,
    );
    // Synchronously: no fallback in between.
    expect(screen.getByRole('button', { name: 'Adults' })).toBeInTheDocument();
  });

  it('mounted again after a failure (a menu opened again), retries by itself', async () => {
    const { factory, heal } = flakyImport();
    const Piece = lazyWithRetry(factory);
    const piece = (
      <LazyBoundary>
        <Piece label="Adults" />
      </LazyBoundary>
    );
    const view = renderWithDesignSystem(piece);
    await screen.findByRole('alert');
    view.unmount();

    heal();
    renderWithDesignSystem(piece);
    expect(await screen.findByRole('button', { name: 'Adults' })).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('catches a piece that crashes while rendering too', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderWithDesignSystem(
      <>
        <Counter />
        <LazyBoundary>
          <Broken />
        </LazyBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("This part didn't load.");
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });
});

describe('Popover with lazy content that fails to load', () => {
  it('shows the message in the panel, focuses Retry, and shows the content after Retry', async () => {
    const { factory, heal } = flakyImport();
    const Piece = lazyWithRetry(factory);
    renderWithDesignSystem(
      <>
        <Counter />
        <Popover label="Guests" trigger={(p) => <button {...p}>Who</button>}>
          <Piece label="Adults" />
        </Popover>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Who' }));
    const panel = screen.getByRole('dialog', { name: 'Guests' });

    expect(await within(panel).findByRole('alert')).toHaveTextContent("This part didn't load.");
    // The panel had the focus while loading; it moves on to the first control, Retry.
    expect(within(panel).getByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();

    heal();
    await userEvent.keyboard('{Enter}');
    expect(await within(panel).findByRole('button', { name: 'Adults' })).toHaveFocus();

    // Escape still closes it and gives the focus back.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Who' })).toHaveFocus();
  });
});
