/**
 * A Vite plugin (issue 16): Astro's Content-Security-Policy digests remembered by the server process.
 *
 * Astro hashes every script and style it renders into a page, on every request, with
 * crypto.subtle.digest (a trip to the thread pool each). The same few scripts come back on every
 * page, so their digests are kept, keyed by algorithm and content: a digest depends on nothing else.
 * If Astro's code no longer has the function this wraps, the build stops and says so, rather than
 * going on without it unnoticed.
 */
export const TARGET = 'async function generateCspDigest(data, algorithm) {';
const FILE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const MEMO = `const keptCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + ':' + data;
  let digest = keptCspDigests.get(key);
  if (!digest) {
    if (keptCspDigests.size >= 2000) keptCspDigests.clear();
    digest = computeCspDigest(data, algorithm);
    keptCspDigests.set(key, digest);
    digest.catch(() => keptCspDigests.delete(key));
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`;

/** Astro's encryption module with its digest remembered; throws when the function is not where it was. */
export function withMemo(code) {
  if (!code.includes(TARGET)) throw new Error('astro/dist/core/encryption.js has no generateCspDigest as scripts/vite/csp-digest-memo.mjs expects: update the plugin');
  return code.replace(TARGET, MEMO);
}

export default function cspDigestMemo() {
  return {
    name: 'csp-digest-memo',
    enforce: 'pre',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      return { code: withMemo(code), map: null };
    },
  };
}
