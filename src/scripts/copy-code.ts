/** Coupon code buttons (`data-copy-code`): copy the code and say the 'Copied' label for about a second. */
export const COPIED_MS = 1000;

export async function onCopyClick(e: MouseEvent) {
  const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-copy-code]');
  const text = button?.querySelector('span');
  if (!button || !text) return;
  const code = button.dataset.copyCode ?? '';
  try {
    await navigator.clipboard.writeText(code);
    text.textContent = button.dataset.copied ?? code;
    setTimeout(() => (text.textContent = code), COPIED_MS);
  } catch (error) {
    console.error('copy failed', error); // spec: copy failures are only logged
  }
}
