/** Images for the demo catalogue from the installed Fluent Emoji set: no network needed. */
import { createRequire } from 'node:module';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let set: IconSet | undefined;
function iconSet(): IconSet {
  set ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return set;
}

export function emojiSvg(name: string): string | null {
  if (!/^[a-z0-9-]{1,80}$/.test(name)) return null;
  const icons = iconSet();
  const icon = icons.icons[name] ?? (icons.aliases?.[name] ? icons.icons[icons.aliases[name].parent] : undefined);
  if (!icon) return null;
  const w = icon.width ?? icons.width ?? 32;
  const h = icon.height ?? icons.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 8}" height="${h * 8}">${icon.body}</svg>`;
}
