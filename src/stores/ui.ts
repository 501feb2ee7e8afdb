/** Requests one island makes of another: open the auth modal, the cart drawer or the item popup. */
import { atom } from 'nanostores';

export type AuthModalMode = 'sign-in' | 'sign-up';
export const authModalRequest = atom<AuthModalMode | null>(null);
export const cartDrawerOpen = atom(false);

/** The item popup: an item id (and model) to show, with the cart line being edited, if any. */
export interface PopupRequest {
  itemId: number;
  campaign: boolean;
  cartId?: number;
}
export const itemPopupRequest = atom<PopupRequest | null>(null);
