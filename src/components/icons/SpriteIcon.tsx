/**
 * An icon drawn from the page's sprite (src/components/icons/Sprite.astro): a server card repeats
 * only `<use>`, not the path, which a module home would otherwise carry some eighty times over.
 */
export const ICON_PATHS = {
  /** an outline drawn with a 2-unit stroke in a 24-unit box */
  heart: 'M12 21s-7.5-4.6-9.5-9.1C1 8.3 3.4 4.5 7.1 4.5c2 0 3.4 1 4.9 2.8 1.5-1.8 2.9-2.8 4.9-2.8 3.7 0 6.1 3.8 4.6 7.4C19.5 16.4 12 21 12 21z',
} as const;

export type SpriteName = keyof typeof ICON_PATHS;

export default function SpriteIcon({ name, size, className }: { name: SpriteName; size: number; className?: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
