/**
 * After the end-to-end suite (scripts/e2e.mjs): no log line of its servers holds a secret (issue 47.2).
 * The logs are .test-data/*.log (the suite's server writes .test-data/e2e-server.log). They must hold
 * none of these:
 * - a password the specs sign up or in with;
 * - a code or a link's token the outbox sent, nor a recipient's whole phone number;
 * - a bearer token, a session token's shape (43 base64url characters) or a JWT.
 * And they must hold request lines at all: an empty log proves nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logs = readdirSync(path.join(root, '.test-data'))
  .filter((f) => f.endsWith('.log'))
  .map((f) => path.join(root, '.test-data', f));

/** every password literal the specs use */
const passwords = new Set(['12345678']);
for (const f of readdirSync(path.join(root, 'tests/e2e')).filter((f) => f.endsWith('.ts')))
  for (const m of readFileSync(path.join(root, 'tests/e2e', f), 'utf8').matchAll(/(?:password|confirm_password|new_password)['"]?\s*:\s*'([^']{6,})'/g)) passwords.add(m[1]);

interface Sent {
  recipient: string;
  body: string;
}
async function outbox(): Promise<Sent[]> {
  const dir = path.join(root, '.test-data/e2e');
  if (!existsSync(dir)) return [];
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({ dataDir: dir });
  try {
    return (await pg.query<Sent>('select recipient, body from outbox')).rows;
  } finally {
    await pg.close();
  }
}

const sent = await outbox();
// the one-time codes (6 digits); a link's port or path is no code
const codes = new Set(sent.flatMap((m) => [...m.body.replace(/https?:\/\/\S+/g, '').matchAll(/\b(\d{6})\b/g)].map((c) => c[1])));
/** the links the outbox sent (a staff member's password link holds its token) */
const links = new Set(sent.flatMap((m) => [...m.body.matchAll(/token=([\w-]{16,})/g)].map((c) => c[1])));
const phones = new Set(sent.map((m) => m.recipient).filter((r) => /^\+?\d{8,}$/.test(r)));
const patterns: Array<[string, RegExp]> = [
  ['a bearer token', /Bearer\s+[A-Za-z0-9._~+/-]{8,}/i],
  ["a session token's shape", /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/],
  ['a JWT', /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['a whole Nepali phone number', /\+977\d{10}/],
];
for (const p of passwords) patterns.push(['a password', new RegExp(`(?<![0-9A-Za-z])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`)]);
for (const c of codes) patterns.push(['a code the outbox sent', new RegExp(`(?<![0-9a-fA-F])${c}(?![0-9a-fA-F])`)]);
for (const l of links) patterns.push(['a token from a link the outbox sent', new RegExp(l)]);
for (const r of phones) patterns.push(["a recipient's whole phone number", new RegExp(r.replace('+', '\\+'))]);

let requests = 0;
const found: string[] = [];
for (const file of logs) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.includes('"msg":"request"')) requests++;
      for (const [what, re] of patterns) if (re.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${what}`);
    });
}
if (!requests) {
  console.error(`log check: no request line in ${logs.map((f) => path.relative(root, f)).join(', ') || 'no log'}: the servers did not log`);
  process.exit(1);
}
if (found.length) {
  console.error(`log check: ${found.length} secret(s) in the logs:\n  ${found.slice(0, 50).join('\n  ')}`);
  process.exit(1);
}
console.log(`log check: ${requests} request lines in ${logs.length} logs, none with a password (${passwords.size}), a code (${codes.size}) or link token (${links.size}), a whole phone number (${phones.size}) or a token`);
