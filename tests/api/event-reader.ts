/** Reads a server-sent event stream in tests: `opened` waits for the server's ': open' comment, `next` answers the next event. */
export function eventReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let open = false;
  const read = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += decoder.decode(value, { stream: true });
  };
  return {
    /** until the server's ': open' comment: every order is subscribed, so no change made after this is missed */
    async opened(): Promise<void> {
      while (!open) {
        const at = buffer.indexOf(': open\n\n');
        if (at >= 0) open = true;
        else await read();
      }
    },
    async next(): Promise<{ event: string; data: any }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block === ': open') open = true;
          if (block.startsWith(':')) continue;
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          return { event, data: JSON.parse(data) };
        }
        await read();
      }
    },
    cancel: () => reader.cancel(),
  };
}
