import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_ROTATE_MS, rotatePlaceholder } from '../../src/lib/placeholder';

afterEach(() => vi.useRealTimers());

describe('rotating search placeholder', () => {
  it('moves to the next term every 4000 ms, wraps, and waits while the shopper types', () => {
    vi.useFakeTimers();
    const input = document.createElement('input');
    document.body.append(input);
    const terms = ['Search for Milk', 'Search for Eggs', 'Search for Bread'];
    input.placeholder = terms[0];
    const stop = rotatePlaceholder(input, terms);
    expect(PLACEHOLDER_ROTATE_MS).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(input.placeholder).toBe('Search for Milk');
    vi.advanceTimersByTime(1);
    expect(input.placeholder).toBe('Search for Eggs');
    vi.advanceTimersByTime(8000);
    expect(input.placeholder).toBe('Search for Milk');
    input.value = 'mo';
    vi.advanceTimersByTime(4000);
    expect(input.placeholder).toBe('Search for Milk');
    stop();
  });
});
