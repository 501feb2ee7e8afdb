/** The typed environment (issue 44.3): one schema, the README's Settings table lists exactly it, a wrong value names its variable. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, EnvError, INTERNAL_VARIABLES, readEnv } from '../../src/server/core/env';

/** the variables the README's Settings table names (the first cell of each row) */
function readmeVariables(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Settings'), readme.indexOf('\n## ', readme.indexOf('## Settings') + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
}

describe('the environment', () => {
  it("the README's Settings table and the schema name the same variables", () => {
    const documented = new Set(readmeVariables());
    const typed = new Set(Object.keys(ENV_SCHEMA.shape));
    expect([...typed].filter((v) => !documented.has(v)), 'typed, not in the README').toEqual([]);
    expect([...documented].filter((v) => !typed.has(v)), 'in the README, not typed').toEqual([]);
  });

  it('every variable the code reads is typed (or one the processes set for each other)', () => {
    // a variable read somewhere but typed nowhere would be one more the README does not tell of
    const known = new Set<string>([...Object.keys(ENV_SCHEMA.shape), ...INTERNAL_VARIABLES]);
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(ts|tsx|mjs|astro)$/.test(entry.name)) for (const m of readFileSync(path, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read.add(m[1]);
      }
    };
    for (const dir of ['src', 'scripts']) walk(fileURLToPath(new URL(`../../${dir}`, import.meta.url)));
    expect(read.size).toBeGreaterThan(40);
    expect([...read].filter((v) => !known.has(v)).sort()).toEqual([]);
  });

  it('typed defaults, and a wrong value stops with a message that names the variable', () => {
    const env = readEnv({ PORT: '8080', WEB_CONCURRENCY: 'auto', PAGE_CACHE: 'off', TRUST_PROXY: '1', PAYMENT_SANDBOX: '' });
    expect(env).toMatchObject({ PORT: 8080, WEB_CONCURRENCY: 'auto', PAGE_CACHE: 'off', TRUST_PROXY: 1, PG_POOL_SIZE: 10, SESSION_IDLE_DAYS: 30 });
    // an empty value counts as unset
    expect(env.PAYMENT_SANDBOX).toBeUndefined();
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => readEnv({ PORT: 'eighty', APP_URL: 'shop' })).toThrow(/PORT="eighty".*\n.*APP_URL="shop"/);
    expect(() => readEnv({ PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE="maybe"/);
    expect(() => readEnv({ ALLOWED_ORIGINS: 'https://a.example, not a url' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
