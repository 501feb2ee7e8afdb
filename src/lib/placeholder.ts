/** Rotating search placeholder: the next suggestion every `ms` while the box is empty and not focused. */
export const PLACEHOLDER_ROTATE_MS = 4000;

export function rotatePlaceholder(input: HTMLInputElement, placeholders: string[], ms = PLACEHOLDER_ROTATE_MS): () => void {
  if (placeholders.length < 2) return () => {};
  let i = Math.max(0, placeholders.indexOf(input.placeholder));
  const timer = setInterval(() => {
    if (document.activeElement === input || input.value) return;
    i = (i + 1) % placeholders.length;
    input.placeholder = placeholders[i];
  }, ms);
  return () => clearInterval(timer);
}
