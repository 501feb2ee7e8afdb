/** The chosen module (`module` browser key): id and module_type. */
import { persistentJson } from './persistent';
import type { ModuleType } from '../lib/constants';

export interface SelectedModule {
  id: number;
  module_type: ModuleType;
}

export const selectedModule = persistentJson<SelectedModule | null>('module', null);
