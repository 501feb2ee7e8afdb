/**
 * The islands' server renderer (src/renderers/react-server.ts): an island rendered to a string with
 * the id prefix the client hydrates it with, Astro's slots where the client's renderer finds them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memo, useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import renderer, { check, renderToStaticMarkup } from '../../src/renderers/react-server';
import { emptyOnServer, isEmptyOnServer } from '../../src/lib/empty-on-server';
import { withLabels } from '../../src/islands/shared/with-labels';

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

function WithSlots({ children, footNote }: { children?: ReactNode; footNote?: ReactNode }) {
  return (
    <section>
      {children}
      {footNote}
    </section>
  );
}

function Hinted() {
  return (
    <>
      <link rel="preload" href="/font.woff2" as="font" />
      <span>hinted</span>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('React islands on the server', () => {
  it('claims functions and React objects, and nothing else', async () => {
    expect(await check(Labelled)).toBe(true);
    expect(await check(memo(Labelled))).toBe(true);
    expect(await check('div')).toBe(false);
    expect(await check({ render: () => null })).toBe(false);
    expect(await check(null)).toBe(false);
    expect(renderer.name).toBe('@astrojs/react');
  });

  it('numbers the islands of one page, each with its own prefix', async () => {
    const result = {};
    const first = await renderToStaticMarkup.call({ result }, Labelled, { label: 'Name' }, {});
    const second = await renderToStaticMarkup.call({ result }, Labelled, { label: 'Phone' }, {});
    const otherPage = await renderToStaticMarkup.call({ result: {} }, Labelled, { label: 'Name' }, {});
    expect(first.attrs.prefix).toBe('r0');
    expect(second.attrs.prefix).toBe('r1');
    expect(otherPage.attrs.prefix).toBe('r0');
    const idOf = (html: string) => /<input id="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(idOf(first.html)).toContain('r0');
    expect(idOf(second.html)).toContain('r1');
    expect(idOf(first.html)).not.toBe(idOf(second.html));
  });

  it('renders ids the island hydrates with, without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const result = {};
    // a first island takes r0: the one hydrated here is the page's second
    await renderToStaticMarkup.call({ result }, Labelled, { label: 'Before' }, {});
    const { html, attrs } = await renderToStaticMarkup.call({ result }, Labelled, { label: 'Name' }, {});
    const island = document.createElement('astro-island');
    island.innerHTML = html;
    document.body.append(island);
    const serverId = island.querySelector('input')!.id;
    await act(async () => {
      hydrateRoot(island, <Labelled label="Name" />, { identifierPrefix: attrs.prefix, onRecoverableError: recoverable });
    });
    expect(island.querySelector('input')!.id).toBe(serverId);
    expect(island.querySelector('label')!.htmlFor).toBe(serverId);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('puts Astro slots in astro-slot elements, named ones as props, and drops their class', async () => {
    const { html } = await renderToStaticMarkup.call({ result: {} }, WithSlots, { class: 'ignored' }, { default: '<b>inside</b>', 'foot-note': '<i>note</i>' }, { astroStaticSlot: true, hydrate: 'idle' });
    expect(html).toBe('<section><astro-slot><b>inside</b></astro-slot><astro-slot name="footNote"><i>note</i></astro-slot></section>');
    const still = await renderToStaticMarkup.call({ result: {} }, WithSlots, {}, { default: '<b>inside</b>' }, { astroStaticSlot: true });
    expect(still.html).toBe('<section><astro-static-slot><b>inside</b></astro-static-slot></section>');
    const empty = await renderToStaticMarkup.call({ result: {} }, WithSlots, {}, { default: '  ' });
    expect(empty.html).toBe('<section></section>');
  });

  it('leaves out the resource hints React would hoist into the island', async () => {
    const { html } = await renderToStaticMarkup.call({ result: {} }, Hinted, {}, {});
    expect(html).toBe('<span>hinted</span>');
  });

  it('answers an island that is empty on the server without running it, and still gives it its prefix', async () => {
    const drawn = vi.fn(() => null);
    const Waiting = emptyOnServer(function Waiting() {
      return drawn();
    });
    const result = {};
    const first = await renderToStaticMarkup.call({ result }, Waiting, { label: 'x' }, {});
    expect(first).toEqual({ html: '', attrs: { prefix: 'r0' } });
    expect(drawn).not.toHaveBeenCalled();
    const other = await renderToStaticMarkup.call({ result }, Labelled, { label: 'Name' }, {});
    expect(other.attrs.prefix).toBe('r1');
    expect(other.html).toContain('Name');
  });

  it('takes the islands that wait for their labels as empty on the server, which they are', () => {
    const Island = ({ labels }: { labels: { title: string } }) => <h2>{labels.title}</h2>;
    const Waiting = withLabels(Island, (all) => ({ labels: all.cart as never }));
    expect(isEmptyOnServer(Waiting)).toBe(true);
    expect(renderToString(<Waiting labelsHref="/island-labels/en.json" />)).toBe('');
    expect(isEmptyOnServer(Island)).toBe(false);
    expect(isEmptyOnServer(memo(Island))).toBe(false);
  });
});
