/** The chosen module (`module` browser key): id and module_type. */
import { persistentJson } from './persistent';
import type { ModuleType } from '../lib/constants';
import { writeCookie } from './cookies';

export interface SelectedModule {
  id: number;
  module_type: ModuleType;
}

export const selectedModule = persistentJson<SelectedModule | null>('module', null);

/** Choose a module: the browser key and its cookie (which the server's pages read), for a year. */
export function rememberModule(chosen: SelectedModule): void {
  selectedModule.set(chosen);
  writeCookie('module', JSON.stringify(chosen), 60 * 60 * 24 * 365);
}
