/** The /api/docs page's data: the API's reference, from its own OpenAPI document (in process, or API_BASE_URL). */
import { docsApi, type ApiReference } from '../lib/api/endpoints/docs';
import { serverRequester } from '../server/api/in-process';
import { mustHave, type LoaderScope } from './degrade';

export function loadApiReference(scope: LoaderScope, origin: string): Promise<ApiReference> {
  return mustHave(scope, 'the API reference', docsApi(serverRequester({ language: 'en' }, origin)).reference());
}
