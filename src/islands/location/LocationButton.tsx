/**
 * The header's location: a link to the delivery areas without JavaScript; with it, it (and any
 * `data-pick-location` link, such as the location prompt) opens the Pick Location modal, whose code
 * and Leaflet load only then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PickLocationProps } from './PickLocation';

const PickLocation = lazy(() => import('./PickLocation'));

export interface LocationButtonProps extends Omit<PickLocationProps, 'onClose'> {
  href: string;
  text: string;
  prefix: string;
}

export default function LocationButton({ href, text, prefix, ...pick }: LocationButtonProps) {
  const [open, setOpen] = useState(false);
  // other 'Pick from Map' links on the page (the location prompt) open the same modal
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target as Element | null)?.closest?.('[data-pick-location]')) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
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
