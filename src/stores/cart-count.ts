/**
 * The number of cart lines, mirrored on this device (`cart-count`), so the header's badge is right
 * on a cached page before any island has loaded. The cart store keeps it; the server's count wins on
 * a signed-in page, which it renders itself.
 */
import { persistentAtom } from '@nanostores/persistent';

export const cartCountMirror = persistentAtom<string>('cart-count', '');
