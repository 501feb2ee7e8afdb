/** The chosen module (`module` browser key): id and module_type. */
import { persistentJson } from './persistent';
import type { ModuleType } from '../lib/constants';
import { writeCookie } from './cookies';

export interface SelectedModule {
  id: number;
  module_type: ModuleType;
  /** the module a page was shown in before the shopper chose one: its calls speak for it, but it is no choice */
  defaulted?: boolean;
}

/** the module the shopper chose, if any (a page's default module is not a choice) */
export const chosenModuleId = (stored: SelectedModule | null): number | undefined => (stored && !stored.defaulted ? stored.id : undefined);

export const selectedModule = persistentJson<SelectedModule | null>('module', null);

/** Choose a module: the browser key and its cookie (which the server's pages read), for a year. */
export function rememberModule(chosen: SelectedModule): void {
  selectedModule.set(chosen);
  writeCookie('module', JSON.stringify(chosen), 60 * 60 * 24 * 365);
}
