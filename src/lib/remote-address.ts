/** The connection's address from Astro, where the adapter knows it (the Node server does; a prerender does not). */
export function remoteAddress(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
