/** A modal's heading (it names the dialog through `id`) and its Close button. */
import type { ReactNode } from 'react';

export default function ModalHeader({ id, title, close, onClose, children }: { id: string; title: string; close: string; onClose: () => void; children?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="flex gap-1">
        {children}
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {close}
        </button>
      </div>
    </div>
  );
}
