import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withLabels } from '../../src/islands/shared/with-labels';
import { useIslandReady } from '../../src/islands/shared/ready';
import { ISLAND_READY } from '../../src/lib/islands';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const file = { cart: { yourCart: 'तपाईंको कार्ट' }, popup: { added: 'Added' } };

function Island({ labels, popup, money }: { labels: { yourCart: string }; popup: { added: string }; money: string }) {
  const ready = useIslandReady();
  return (
    <p>
      {labels.yourCart} · {popup.added} · {money}
      <span hidden ref={ready} />
    </p>
  );
}
const Labelled = withLabels(Island, (all) => ({ labels: all.cart as never, popup: all.popup as never }));

describe('withLabels: island strings from the labels file, not props', () => {
  it('renders nothing (as on the server) until the file comes, then the island with its labels, and only then says it is ready', async () => {
    let calls = 0;
    server.use(http.get('http://localhost/island-labels/ne.json', () => (calls++, HttpResponse.json(file))));
    const host = document.createElement('astro-island');
    document.body.append(host);
    const ready = vi.fn();
    host.addEventListener(ISLAND_READY, ready);
    const { container } = render(<Labelled labelsHref="http://localhost/island-labels/ne.json?v=a" money="Rs" />, { container: host });
    expect(container.textContent).toBe('');
    expect(ready).not.toHaveBeenCalled();
    expect(await screen.findByText('तपाईंको कार्ट · Added · Rs')).toBeTruthy();
    // the island's effects run after it shows (React flushes them a moment later)
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    // a second island on the page shares the one fetch
    render(<Labelled labelsHref="http://localhost/island-labels/ne.json?v=a" money="NPR" />);
    expect(await screen.findByText('तपाईंको कार्ट · Added · NPR')).toBeTruthy();
    expect(calls).toBe(1);
    host.remove();
  });

  it('a failed fetch is tried again, and the island comes once it succeeds', async () => {
    let calls = 0;
    server.use(http.get('http://localhost/island-labels/en.json', () => (++calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(file))));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Labelled labelsHref="http://localhost/island-labels/en.json?v=b" money="Rs" />);
    expect(await screen.findByText('तपाईंको कार्ट · Added · Rs', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('a file that is not labels is refused', async () => {
    server.use(http.get('http://localhost/island-labels/xx.json', () => HttpResponse.json(['not', 'labels'])));
    const { loadIslandLabels } = await import('../../src/islands/shared/with-labels');
    await expect(loadIslandLabels('http://localhost/island-labels/xx.json')).rejects.toThrow();
  });
});
