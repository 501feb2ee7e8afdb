/** The wishlist heart for the islands and the header: an outline in the current colour; `className` fills it (server cards draw it from the sprite). */
import { ICON_PATHS } from './SpriteIcon';

export default function HeartIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" className={className}>
      <path d={ICON_PATHS.heart} />
    </svg>
  );
}
