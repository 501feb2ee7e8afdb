/**
 * The header's location: a link to the delivery areas without JavaScript; with it, it opens the
 * Pick Location modal (its code and Leaflet load only then).
 */
import { lazy, Suspense, useState } from 'react';
import type { PickLocationProps } from './PickLocation';

const PickLocation = lazy(() => import('./PickLocation'));

export interface LocationButtonProps extends Omit<PickLocationProps, 'onClose'> {
  href: string;
  text: string;
  prefix: string;
}

export default function LocationButton({ href, text, prefix, ...pick }: LocationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
        className="link-hover"
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <span className="sr-only">{prefix}: </span>
        {text}
      </a>
      {open && (
        <Suspense fallback={<span className="loading loading-spinner loading-xs" />}>
          <PickLocation {...pick} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
