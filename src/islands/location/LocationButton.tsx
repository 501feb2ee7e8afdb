/**
 * The header's location: a link to the delivery areas without JavaScript; with it, it opens the
 * 'Delivery Addresses' block (saved addresses, current position, map point), as does any
 * `data-open-addresses` link (the mobile drawer's); any `data-pick-location` link (the location
 * prompt's 'Pick from Map') opens the Pick Location modal.
 * Their code and Leaflet load only then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AddressBlockProps } from './AddressBlock';

const AddressBlock = lazy(() => import('./AddressBlock'));
const PickLocation = lazy(() => import('./PickLocation'));

export interface LocationButtonProps extends Omit<AddressBlockProps, 'variant' | 'onClose' | 'onAddressChange' | 'orderType'> {
  href: string;
  text: string;
  prefix: string;
  /** the link's classes (the header hides it on small screens; the modals stay outside it) */
  linkClass?: string;
}

export default function LocationButton({ href, text, prefix, linkClass = 'link-hover', ...block }: LocationButtonProps) {
  const [open, setOpen] = useState<'block' | 'pick' | null>(null);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      const wanted = target?.closest?.('[data-pick-location]') ? 'pick' : target?.closest?.('[data-open-addresses]') ? 'block' : null;
      if (!wanted) return;
      e.preventDefault();
      // a menu that held the link (the mobile drawer) closes behind the modal
      target?.closest('details')?.removeAttribute('open');
      setOpen(wanted);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  const close = () => setOpen(null);
  return (
    <>
      <a
        href={href}
        className={linkClass}
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          setOpen('block');
        }}
      >
        <span className="sr-only">{prefix}: </span>
        {text}
      </a>
      {open && (
        <Suspense fallback={<span className="loading loading-spinner loading-xs" />}>
          {open === 'block' ? (
            <AddressBlock variant="navbar" {...block} onClose={close} />
          ) : (
            <PickLocation labels={block.labels.pick} start={block.start} tileUrl={block.tileUrl} homeHref={block.homeHref} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
