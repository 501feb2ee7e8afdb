import { describe, expect, it } from 'vitest';
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
});
