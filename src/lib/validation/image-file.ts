/**
 * A picture the shopper chooses (the profile photo, a chat's images), checked before it is sent as
 * the server checks it again by its bytes: jpg, jpeg, png or gif (by type, or by name when the
 * browser gives no type), at most 2 MB (spec section 2).
 */
import { MAX_IMAGE_BYTES } from '../constants';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif)$/i;
/** the file input's `accept` */
export const IMAGE_ACCEPT = `.jpg,.jpeg,.png,.gif,${IMAGE_TYPES.join(',')}`;

/** The label of the file's problem (its type, its size), or null. */
export function imageFileProblem(file: { name: string; type: string; size: number }, labels: { imageType: string; imageSize: string }): string | null {
  if (!IMAGE_TYPES.includes(file.type) && !IMAGE_EXTENSIONS.test(file.name)) return labels.imageType;
  if (file.size > MAX_IMAGE_BYTES) return labels.imageSize;
  return null;
}
