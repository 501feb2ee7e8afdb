/** Coupon code button: copies the code and shows 'Copied' for about a second. */
import { useState } from 'react';

export default function CopyCode({ code, copyLabel, copiedLabel }: { code: string; copyLabel: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 1000);
    } catch (error) {
      console.error('copy failed', error); // spec: copy failures are only logged
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-sm font-mono" onClick={copy} aria-label={copyLabel}>
      <span aria-live="polite">{copied ? copiedLabel : code}</span>
    </button>
  );
}
