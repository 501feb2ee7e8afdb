/**
 * The operator command: drives orders through the running storefront, so the demo and the tests can
 * run a delivery. Every change goes through the server's order services and reaches the order's
 * event streams.
 *
 *   npm run ops -- order 100001                      show the order's status
 *   npm run ops -- order 100001 advance              one step along its flow
 *   npm run ops -- order 100001 status delivered     set a status (forward, canceled, refunded, refund_request_canceled)
 *   npm run ops -- order 100001 assign-dm 1          give it to delivery man 1
 *   npm run ops -- order 100001 dm-location 27.71 85.32   move its delivery man
 *   npm run ops -- dm 1 location 27.71 85.32         move delivery man 1
 *   npm run ops -- item 42 stock 0                   set item 42's stock (0: sold out)
 *   npm run ops -- item 42 price 150                 set item 42's price
 *   npm run ops -- chat                              the conversations lately written in
 *   npm run ops -- chat 7                            conversation 7's last messages
 *   npm run ops -- chat 7 reply On my way!           answer as its store or delivery man (the customer hears it live)
 *   npm run ops -- staff add maya@example.com         a content editor account; the link that sets its password goes to the outbox
 *   npm run ops -- outbox +9779800000001             what the outbox holds for a phone or email (codes: the log never shows them)
 *   npm run ops -- backup backup.tar.gz              a consistent backup of the embedded database, taken while the shop serves
 *   npm run ops -- restore backup.tar.gz             the storefront stopped: make the backup DATA_DIR (the old directory is kept beside it)
 *
 * STOREFRONT_URL (default http://localhost:$PORT, PORT default 4321) names the server; the token is
 * OPS_TOKEN or DATA_DIR/ops-token, the same the server reads.
 */
import { opsToken } from '../src/server/core/ops-token';

const usage = `usage: npm run ops -- order <id> [advance | status <status> [note] | assign-dm <dm id> | dm-location <lat> <lng>]
       npm run ops -- dm <id> location <lat> <lng>
       npm run ops -- item <id> stock <n>
       npm run ops -- item <id> price <amount>
       npm run ops -- chat [<conversation id> [reply <text>]]
       npm run ops -- staff add <email>
       npm run ops -- outbox <phone or email>
       npm run ops -- backup <file>
       npm run ops -- restore <file>      (with the storefront stopped)`;

function request(args: string[]): { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> } | null {
  const [kind, id, action, ...rest] = args;
  if (kind === 'chat' && id === undefined) return { method: 'GET', path: 'ops/conversations' };
  if (!/^\d+$/.test(id ?? '')) return null;
  if (kind === 'order') {
    if (!action) return { method: 'GET', path: `ops/orders/${id}` };
    if (action === 'advance') return { method: 'POST', path: `ops/orders/${id}/advance` };
    if (action === 'status' && rest[0]) return { method: 'POST', path: `ops/orders/${id}/status`, body: { status: rest[0], ...(rest[1] ? { note: rest.slice(1).join(' ') } : {}) } };
    if (action === 'assign-dm' && rest[0]) return { method: 'POST', path: `ops/orders/${id}/assign-dm`, body: { delivery_man_id: rest[0] } };
    if (action === 'dm-location' && rest.length === 2) return { method: 'POST', path: `ops/orders/${id}/dm-location`, body: { lat: rest[0], lng: rest[1] } };
  }
  if (kind === 'chat') {
    if (!action) return { method: 'GET', path: `ops/conversations/${id}` };
    if (action === 'reply' && rest.length) return { method: 'POST', path: `ops/conversations/${id}/reply`, body: { message: rest.join(' ') } };
  }
  if (kind === 'item' && action === 'stock' && rest.length === 1) return { method: 'POST', path: `ops/items/${id}`, body: { stock: rest[0] } };
  if (kind === 'item' && action === 'price' && rest.length === 1) return { method: 'POST', path: `ops/items/${id}`, body: { price: rest[0] } };
  if (kind === 'dm' && action === 'location' && rest.length === 2) return { method: 'POST', path: `ops/delivery-men/${id}/location`, body: { lat: rest[0], lng: rest[1] } };
  return null;
}

interface Conversation {
  id: number;
  sender_id: number;
  receiver_type: string;
  receiver: { f_name: string } | null;
  unread_message_count: number;
  last_message_time: string;
}
const describe = (c: Conversation) => `conversation ${c.id}: customer ${c.sender_id} with ${c.receiver_type} ${c.receiver?.f_name ?? '?'} (last ${c.last_message_time.slice(0, 16).replace('T', ' ')})`;

const base = (process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 4321}`).replace(/\/$/, '');
const [command, argument] = process.argv.slice(2);
if ((command === 'backup' || command === 'restore') && argument) {
  process.exit(command === 'backup' ? await backup(argument) : await restore(argument));
}
if (command === 'outbox' && argument) process.exit(await outbox(argument));
if (command === 'staff' && argument === 'add' && process.argv[4]) process.exit(await addStaff(process.argv[4]));

/** a staff account for the content editor; its password link goes to the outbox (and by SMTP_URL, when set) */
async function addStaff(email: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/ops/staff`, { method: 'POST', headers: { 'x-ops-token': opsToken(), 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email }) }).catch((error: Error) => error);
  if (res instanceof Error) {
    console.error(`could not reach the storefront at ${base}: ${res.message}`);
    return 1;
  }
  const body = (await res.json()) as { message?: string; errors?: Array<{ message: string }> };
  if (!res.ok) {
    console.error(`refused (${res.status}): ${body.errors?.map((e) => e.message).join('; ') ?? ''}`);
    return 1;
  }
  console.log(`${body.message} Read it with: npm run ops -- outbox ${email}`);
  return 0;
}

/** the running storefront's backup of its embedded database, written to `file` */
async function backup(file: string): Promise<number> {
  const { createWriteStream } = await import('node:fs');
  const { pipeline } = await import('node:stream/promises');
  const { Readable } = await import('node:stream');
  let res: Response;
  try {
    res = await fetch(`${base}/api/v1/ops/backup`, { headers: { 'x-ops-token': opsToken() } });
  } catch (error) {
    console.error(`could not reach the storefront at ${base}: ${(error as Error).message}`);
    return 1;
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { errors?: Array<{ message: string }> };
    console.error(`refused (${res.status}): ${body.errors?.map((e) => e.message).join('; ') ?? ''}`);
    return 1;
  }
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
  const { statSync } = await import('node:fs');
  console.log(`backup written to ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB)`);
  return 0;
}

/** the backup in `file` made the embedded database, with no storefront running on it */
async function restore(file: string): Promise<number> {
  const running = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (running) {
    console.error(`a storefront answers at ${base}: stop it first (a restore replaces the database under it)`);
    return 1;
  }
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see the README)');
    return 1;
  }
  const { restoreEmbedded } = await import('../src/server/db/backup');
  const dataDir = process.env.DATA_DIR ?? './data';
  try {
    const { kept } = await restoreEmbedded(dataDir, file);
    console.log(`restored ${file} into ${dataDir}${kept ? `; the directory it replaced is kept at ${kept}` : ''}`);
    return 0;
  } catch (error) {
    console.error(`the backup did not load, nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

/** what the outbox holds for a recipient, newest first */
async function outbox(recipient: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/ops/outbox?${new URLSearchParams({ recipient })}`, { headers: { 'x-ops-token': opsToken(), accept: 'application/json' } }).catch((error: Error) => error);
  if (res instanceof Error) {
    console.error(`could not reach the storefront at ${base}: ${res.message}`);
    return 1;
  }
  const body = (await res.json()) as Array<{ id: number; channel: string; created_at: string; body: string; provider: string }> | { errors: Array<{ message: string }> };
  if (!res.ok || !Array.isArray(body)) {
    console.error(`refused (${res.status}): ${'errors' in body ? body.errors.map((e) => e.message).join('; ') : ''}`);
    return 1;
  }
  if (!body.length) console.log(`nothing for ${recipient}`);
  for (const m of body) console.log(`${m.created_at.slice(0, 16).replace('T', ' ')} #${m.id} ${m.channel} (${m.provider}): ${m.body}`);
  return 0;
}

const asked = request(process.argv.slice(2));
if (!asked) {
  console.error(usage);
  process.exit(2);
}
try {
  const res = await fetch(`${base}/api/v1/${asked.path}`, {
    method: asked.method,
    headers: { 'x-ops-token': opsToken(), accept: 'application/json', ...(asked.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: asked.method === 'POST' ? JSON.stringify(asked.body ?? {}) : undefined,
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.error(`unexpected answer (${res.status}) from ${base}: ${text.slice(0, 200)}`);
    process.exit(1);
  }
  const body = parsed as {
    errors?: Array<{ message: string }>;
    order_id?: number;
    order_status?: string;
    payment_status?: string;
    delivery_man_id?: number | null;
    orders?: number[];
    conversations?: Conversation[];
    conversation?: Conversation;
    messages?: Array<{ sender_type: string; message: string | null; file_full_url: string[]; created_at: string }>;
    id?: number;
    name?: string;
    stock?: number;
  price?: number;
  };
  if (!res.ok) {
    console.error(`refused (${res.status}): ${body.errors?.map((e) => e.message).join('; ') ?? JSON.stringify(body)}`);
    process.exit(1);
  }
  if (body.conversations) {
    if (!body.conversations.length) console.log('no conversation yet');
    for (const c of body.conversations) console.log(describe(c));
  } else if (body.conversation) {
    console.log(describe(body.conversation));
    for (const m of body.messages ?? []) console.log(`  ${m.created_at.slice(0, 16).replace('T', ' ')} ${m.sender_type}: ${m.message ?? ''}${m.file_full_url.length ? ` [${m.file_full_url.length} image(s)]` : ''}`);
  } else if (typeof body.stock === 'number') console.log(`item ${body.id} (${body.name}): stock ${body.stock}, price ${body.price}`);
  else if (body.order_id) console.log(`order ${body.order_id}: ${body.order_status} (payment ${body.payment_status}, delivery man ${body.delivery_man_id ?? 'none'})`);
  else console.log(`delivery man moved; running orders told: ${body.orders?.join(', ') || 'none'}`);
} catch (error) {
  console.error(`could not reach the storefront at ${base}: ${(error as Error).message}`);
  process.exit(1);
}
