/** The generic confirm dialog (spec section 2): a question, an optional detail, No and Yes. An alertdialog: it needs an answer. */
import { useId, useRef, type RefObject } from 'react';

export interface ConfirmDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  question: string;
  detail?: string;
  yes: string;
  no: string;
  onConfirm: () => void;
  /** when the dialog closes, whatever closed it (No, Escape, or Yes after onConfirm) */
  onClose?: () => void;
}

export default function ConfirmDialog({ dialogRef, question, detail, yes, no, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <dialog ref={dialogRef} role="alertdialog" className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box">
        <p id={titleId} className="font-semibold">
          {question}
        </p>
        {detail ? <p className="mt-2 text-sm">{detail}</p> : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialogRef.current?.close()}>
            {no}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            {yes}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * A plain confirmation as a promise ('Confirm this request?', Cancel/Yes): `ask()` opens the
 * dialog and settles true on Yes, false on Cancel, Escape or any other close. Spread `dialog`
 * into a ConfirmDialog.
 */
export function useConfirm() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const settle = (yes: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    resolve?.(yes);
  };
  return {
    ask: () =>
      new Promise<boolean>((resolve) => {
        settle(false);
        answer.current = resolve;
        dialogRef.current?.showModal();
      }),
    dialog: {
      dialogRef,
      onConfirm: () => {
        settle(true);
        dialogRef.current?.close();
      },
      onClose: () => settle(false),
    },
  };
}
