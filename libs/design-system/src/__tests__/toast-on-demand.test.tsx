// Its own file: the toast view downloads once per page (module state), and this checks the first time.
import { act, screen, within } from '@testing-library/react';
import { clearToasts, showToast } from '../index';
import { renderWithDesignSystem } from '../testing';

let mockFailNextViewLoad = true;
jest.mock('../components/toast-view', () => {
  // The first download fails (network down), the next one succeeds.
  if (mockFailNextViewLoad) {
    mockFailNextViewLoad = false;
    throw new Error('ChunkLoadError');
  }
  return jest.requireActual('../components/toast-view');
});

const region = () => screen.queryByRole('region', { name: 'Notifications' });

afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
});

it('the toast view downloads with the first toast; what was raised before it arrived shows with its full time', async () => {
  jest.useFakeTimers();
  renderWithDesignSystem(<p>page</p>);
  // Nothing before the first toast: no region, no view downloaded.
  expect(region()).not.toBeInTheDocument();

  await act(async () => {
    showToast({ message: 'Could not save', kind: 'error' });
  });
  // The download failed: nothing drawn, and the toast waits rather than counting down unseen.
  expect(region()).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));

  // The next toast tries again; both show, in the labelled region.
  await act(async () => {
    showToast({ message: 'Saved to your wishlist', kind: 'success' });
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Saved to your wishlist');
  expect(within(region()!).getByRole('alert')).toHaveTextContent('Could not save');

  // Their 5 s count from the moment they were drawn.
  act(() => jest.advanceTimersByTime(4800));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(300));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The region stays once drawn, as it always did.
  expect(region()).toBeInTheDocument();
});
