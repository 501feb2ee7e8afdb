/**
 * An icon file's SVG (read at build time with `?raw`) ready to draw inline, as small as it can be:
 * our size, hidden from assistive technology (its name belongs to what it sits in), without the
 * file's class, comments, namespace, empty placeholder path and line breaks.
 */
export const inlineSvg = (svg: string, size: number) =>
  svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g, '')
    .replace(/\s(width|height|class|xmlns)="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s+(\/?>)/g, '$1')
    .trim()
    .replace('<svg', `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false"`);
