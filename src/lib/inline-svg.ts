import { onePerKey } from './one-per-key';

/**
 * An icon file's SVG (read at build time with `?raw`) ready to draw inline, as small as it can be:
 * our size, hidden from assistive technology (its name belongs to what it sits in), without the
 * file's class, comments, namespace, empty placeholder path and line breaks.
 *
 * Made once per icon file and size (seven regular expressions were a page's 1% of CPU, footer icons
 * drawn again on every page): the files are the few the build bundled.
 */
export const inlineSvg = (svg: string, size: number): string => drawn(svg)(size);
const drawn = onePerKey((svg: string) => onePerKey((size: number) => shrink(svg, size)));

const shrink = (svg: string, size: number) =>
  svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g, '')
    .replace(/\s(width|height|class|xmlns)="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s+(\/?>)/g, '$1')
    .trim()
    .replace('<svg', `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false"`);
