/** The wishlist heart: an outline in the current colour; `className` fills it (server cards and islands alike). */
export default function HeartIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" className={className}>
      <path d="M12 21s-7.5-4.6-9.5-9.1C1 8.3 3.4 4.5 7.1 4.5c2 0 3.4 1 4.9 2.8 1.5-1.8 2.9-2.8 4.9-2.8 3.7 0 6.1 3.8 4.6 7.4C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
