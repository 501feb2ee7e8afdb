import { describe, expect, it, vi } from 'vitest';
import { inlineSvg } from '../../src/lib/inline-svg';

const file = `<!-- tabler -->
<svg
  xmlns="http://www.w3.org/2000/svg"
  width="24"
  height="24"
  viewBox="0 0 24 24"
  fill="none"
  class="icon icon-tabler"
>
  <path stroke="none" d="M0 0h24v24H0z" fill="none" />
  <path d="M8 11v5" />
</svg>`;

describe('inline SVG icons', () => {
  it('our size, hidden, and nothing the page does not need', () => {
    expect(inlineSvg(file, 20)).toBe('<svg width="20" height="20" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none"><path d="M8 11v5"/></svg>');
  });
  it('is made once per file and size: the same file at another size is its own', () => {
    const replace = vi.spyOn(String.prototype, 'replace');
    inlineSvg(file, 16);
    const once = replace.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    expect(inlineSvg(file, 16)).toBe(inlineSvg(file, 16));
    expect(replace.mock.calls.length).toBe(once);
    expect(inlineSvg(file, 32)).toContain('width="32" height="32"');
    expect(replace.mock.calls.length).toBeGreaterThan(once);
    replace.mockRestore();
  });
});
