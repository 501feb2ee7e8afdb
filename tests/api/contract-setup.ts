/** Each API test file ends by asking the contract hook (./contract-hook.ts) what did not match the document. */
import { afterAll, expect } from 'vitest';
import { mismatches } from './contract-hook';

afterAll(async () => {
  expect(await mismatches(), 'answers the OpenAPI document does not describe').toEqual([]);
});
