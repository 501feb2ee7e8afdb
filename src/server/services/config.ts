/** What the config answer is built from: business settings, landing blocks and the active modules. */
import type { RequestContext } from '../core/context';
import { activeModules, type ModuleRow } from './modules';
import { loadLanding, loadSettings } from './settings';
import { localizedLanding } from './translations';

export interface ConfigData {
  settings: Record<string, unknown>;
  landing: Record<string, unknown>;
  modules: ModuleRow[];
}

export async function configData(ctx: RequestContext): Promise<ConfigData> {
  const [settings, landing, modules] = await Promise.all([loadSettings(ctx.db), loadLanding(ctx.db).then((written) => localizedLanding(ctx.db, ctx.locale, written)), activeModules(ctx)]);
  return { settings, landing, modules };
}
