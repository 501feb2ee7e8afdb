import type { SyntheticEvent } from 'react';

/**
 * A dialog's onClose for its own closing only. React bubbles 'close' through the component tree
 * (the DOM event does not bubble), so a dialog inside a dialog would otherwise close its parent.
 */
export function ownClose(handler: (() => void) | undefined) {
  return (e: SyntheticEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) handler?.();
  };
}
