/** The strings of the address islands (the header's 'Delivery Addresses' and the checkout's), from the catalogue. */
import en from '../lib/i18n/en.json';
import type { TFunction } from 'i18next';
import { sectionLabels } from '../lib/i18n';

export function locationLabels(t: TFunction) {
  const validation = sectionLabels(t, 'validation', en.validation);
  /* one string per text: the address types, contact fields and 'Pick from Map' are reused, not repeated in the catalogue */
  const addressLabels = { ...sectionLabels(t, 'location.address', en.location.address), validation };
  const pick = {
    ...sectionLabels(t, 'location', en.location),
    pickFromMap: t('home.pickFromMap'),
    address: addressLabels,
    saved: { ...sectionLabels(t, 'location.saved', en.location.saved), home: addressLabels.home, office: addressLabels.office, other: addressLabels.other },
  };
  return {
    pick,
    block: sectionLabels(t, 'location.block', en.location.block),
    editor: sectionLabels(t, 'location.editor', en.location.editor),
    mapView: sectionLabels(t, 'location.mapView', en.location.mapView),
    contact: sectionLabels(t, 'location.contact', en.location.contact),
  };
}
