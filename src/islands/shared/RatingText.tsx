/** A rating as a star and its value, read out in the catalogue's words ('Rated 4.5 out of 5': card.rating, with {{rating}}). */
import { formatRating } from '../../lib/format';
import { fill } from '../../lib/fill';

export default function RatingText({ value, label, className }: { value: number; label: string; className?: string }) {
  const shown = formatRating(value);
  return (
    <span className={className} role="img" aria-label={fill(label, { rating: shown })}>
      <span aria-hidden="true">★ {shown}</span>
    </span>
  );
}
