/**
 * The review prompt (spec sections 1 and 2): a signed-in shopper with a delivered order awaiting a
 * review is asked for one. 'Rate' goes to /rate-and-review/{orderId}; 'Close' tells the server
 * (review-reminder-cancel) and hides the prompt.
 */
import { useEffect, useState } from 'react';
import { myOrders } from '../../lib/api/browser/my-orders';
import { fill } from '../../lib/fill';

export default function ReviewPrompt({ labels, rateHref }: { labels: Record<'title' | 'text' | 'rate' | 'close', string>; rateHref: string }) {
  const [prompt, setPrompt] = useState<{ orderId: number; images: string[] } | null>(null);
  useEffect(() => {
    myOrders
      .reviewPrompt()
      .then(setPrompt)
      .catch(() => undefined);
  }, []);
  if (!prompt) return null;
  const close = () => {
    setPrompt(null);
    void myOrders.closeReviewPrompt(prompt.orderId).catch(() => undefined);
  };
  return (
    <aside aria-labelledby="review-prompt-title" className="fixed bottom-4 end-4 z-40 w-80 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 p-4 shadow-lg">
      <h2 id="review-prompt-title" className="font-bold">
        {labels.title}
      </h2>
      <p className="my-2 text-sm">{fill(labels.text, { id: String(prompt.orderId) })}</p>
      {prompt.images.length > 0 && (
        <div className="mb-2 flex gap-1">
          {prompt.images.slice(0, 4).map((src) => (
            <img key={src} src={src} alt="" width="40" height="40" className="size-10 rounded-box bg-base-200 object-cover" />
          ))}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
          {labels.close}
        </button>
        <a className="btn btn-primary btn-sm" href={fill(rateHref, { id: String(prompt.orderId) })}>
          {labels.rate}
        </a>
      </div>
    </aside>
  );
}
