import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('returns the first value at once and a new one only after it stops changing for 500 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    expect(result.current).toBe('');

    rerender({ v: 'r' });
    act(() => jest.advanceTimersByTime(400));
    rerender({ v: 'ri' });
    // 400 ms after "r" but the typing went on: the timer starts again from "ri".
    act(() => jest.advanceTimersByTime(400));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('ri');
  });

  it('takes another delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: 1 } });
    rerender({ v: 2 });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });
});
