/** The generic confirm dialog (spec section 2): a question, an optional detail, No and Yes. An alertdialog: it needs an answer. */
import { useId, type RefObject } from 'react';

export interface ConfirmDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  question: string;
  detail?: string;
  yes: string;
  no: string;
  onConfirm: () => void;
}

export default function ConfirmDialog({ dialogRef, question, detail, yes, no, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <dialog ref={dialogRef} role="alertdialog" className="modal" aria-labelledby={titleId}>
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
