/**
 * The location modals, hydrated on use (`client:interact` with TRIGGERS.location): any
 * `data-open-addresses` link (the header's location, the mobile drawer's; links to the delivery
 * areas without JavaScript) opens the 'Delivery Addresses' block (saved addresses, current position,
 * map point); any `data-pick-location` link (the location prompt's 'Pick from Map') opens the Pick
 * Location modal. Their code and Leaflet load only then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AddressBlockProps } from './AddressBlock';
import { useIslandReady } from '../shared/ready';
import { withLabels } from '../shared/with-labels';

const AddressBlock = lazy(() => import('./AddressBlock'));
const PickLocation = lazy(() => import('./PickLocation'));

export type LocationButtonProps = Omit<AddressBlockProps, 'variant' | 'onClose' | 'onAddressChange' | 'orderType'>;

function LocationButton(block: LocationButtonProps) {
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
  const ready = useIslandReady();
  return (
    <>
      <span hidden ref={ready} />
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

/** on the page: its strings come from the island labels (src/islands/shared/with-labels.tsx) */
export default withLabels(LocationButton, (all) => ({ labels: all.location }));
