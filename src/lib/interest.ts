/**
 * When /interest comes next (spec section 2, section 4 'Sign-up'): after a new account when a zone
 * and a non-parcel module are set; after choosing a non-parcel module the customer was never asked
 * about (customer/info `selected_modules_for_interest`). /interest itself moves on when the module
 * has no categories to choose from.
 */
import { readZoneIds } from './geo';

export interface ModuleRef {
  id: number;
  module_type: string;
}


/** after sign-up: the /interest address, or null to stay on course */
export function interestAfterSignUp(interestHref: string, zoneIds: string, module: ModuleRef | null): string | null {
  if (!module || module.module_type === 'parcel' || !readZoneIds(zoneIds)?.length) return null;
  return `${interestHref}?module_id=${module.id}`;
}

/** after choosing a module while signed in: the /interest address, or null for the module's /home */
export function interestAfterModule(interestHref: string, module: ModuleRef, asked: number[]): string | null {
  if (module.module_type === 'parcel' || asked.includes(module.id)) return null;
  return `${interestHref}?module_id=${module.id}`;
}
