import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { dismissToast, showFlashedToast, toasts } from '../../stores/toast';

const tone = { success: 'alert-success', error: 'alert-error', info: 'alert-info', warning: 'alert-warning' } as const;

/** Renders the toasts; polite for news, assertive for errors. */
export default function Toaster({ closeLabel = 'Close' }: { closeLabel?: string }) {
  const list = useStore(toasts);
  useEffect(showFlashedToast, []);
  return (
    <div className="toast toast-top toast-end z-50" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} role={t.type === 'error' ? 'alert' : 'status'} className={`alert ${tone[t.type]} shadow`}>
          <span>{t.message}</span>
          <button type="button" className="btn btn-ghost btn-xs" aria-label={closeLabel} onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
