/** The wire headers an island sends, read from the persistent stores. */
import type { ApiHeaderSource } from '../lib/api/client';
import { guestId, token } from './auth';
import { pageLanguage } from './language';
import { currentLatLng, zoneId } from './location';
import { selectedModule } from './module';

export function headersFromStores(): ApiHeaderSource {
  const position = currentLatLng.get();
  return {
    zoneId: zoneId.get() || undefined,
    moduleId: selectedModule.get()?.id,
    latitude: position?.lat,
    longitude: position?.lng,
    token: token.get() || undefined,
    guestId: guestId.get() || undefined,
    language: pageLanguage(),
  };
}
