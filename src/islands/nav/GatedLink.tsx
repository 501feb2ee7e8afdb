/**
 * Footer links gated by spec section 6: loyalty points and wallet need a token, campaigns need a
 * stored zone. Without JavaScript it is a plain link.
 */
import type { MouseEvent } from 'react';
import { token } from '../../stores/auth';
import { zoneId } from '../../stores/location';
import { showToast } from '../../stores/toast';

export interface GatedLinkProps {
  href: string;
  label: string;
  gate: 'login' | 'zone';
  message: string;
  className?: string;
}

export default function GatedLink({ href, label, gate, message, className }: GatedLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const allowed = gate === 'login' ? Boolean(token.get()) : Boolean(zoneId.get());
    if (!allowed) {
      event.preventDefault();
      showToast(message, { id: 'error', type: 'error' });
    }
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {label}
    </a>
  );
}
