/** The checkout's strings: the catalogue's `checkout` section, plus a few shared ones. */
import type en from '../../lib/i18n/en.json';

export type CheckoutLabels = Record<keyof typeof en.checkout, string> & { close: string; yes: string; no: string };
