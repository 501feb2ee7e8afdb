/**
 * The header's sign-in button or profile menu. Fetches a guest id once when none is stored; with a
 * token it reads the profile (a 401 there runs the expired-session flow). The auth modal code loads
 * only when the shopper opens it.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { guestSchema, messageSchema, profileSummarySchema, type ProfileSummary } from '../../lib/api/auth-schemas';
import type { MoneyFormat } from '../../lib/format';
import { clearSession, guestId, token } from '../../stores/auth';
import { flashToast } from '../../stores/toast';
import { authModalRequest, type AuthModalMode } from '../../stores/ui';
import { request } from '../shared/api';
import ConfirmDialog from '../shared/ConfirmDialog';
import type { AuthLabels, AuthModalProps } from './AuthModal';
import { takeWelcome } from './welcome';
import type { WelcomeLabels } from './WelcomeModal';

const AuthModal = lazy(() => import('./AuthModal'));
const WelcomeModal = lazy(() => import('./WelcomeModal'));

export interface MenuEntry {
  label: string;
  href: string;
}

export interface AccountButtonProps {
  /** what the server saw (token cookie), so the first render matches the HTML */
  signedIn: boolean;
  labels: AuthLabels & { profile: string; logout: string; logoutConfirm: string; logoutDone: string; yes: string; no: string };
  menu: MenuEntry[];
  homeHref: string;
  modal: Omit<AuthModalProps, 'labels' | 'onClose'>;
  welcome: WelcomeLabels;
  money: MoneyFormat;
}

export const LOGOUT_DELAY_MS = 500;

export default function AccountButton({ signedIn: signedInOnServer, labels, menu, homeHref, modal, welcome, money }: AccountButtonProps) {
  const stored = useStore(token);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [initialMode, setInitialMode] = useState<AuthModalMode | undefined>(undefined);
  const requested = useStore(authModalRequest);
  const [profile, setProfile] = useState<ProfileSummary | null>(null);
  const [welcoming, setWelcoming] = useState(false);
  const welcomeDue = useRef<boolean | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const signedIn = mounted ? Boolean(stored) : signedInOnServer;

  useEffect(() => setMounted(true), []);
  // the mobile drawer's Logout (server-rendered) asks through this island's confirm dialog
  useEffect(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>('[data-logout]');
    const ask = () => confirm.current?.showModal();
    buttons.forEach((b) => {
      b.hidden = !token.get();
      b.addEventListener('click', ask);
    });
    return () => buttons.forEach((b) => b.removeEventListener('click', ask));
  }, [stored]);
  // another island (the cart drawer) asks for the sign-in or sign-up modal
  useEffect(() => {
    if (!requested) return;
    setInitialMode(requested);
    setOpen(true);
    authModalRequest.set(null);
  }, [requested]);
  useEffect(() => {
    if (!mounted) return;
    if (!token.get() && !guestId.get()) {
      request('POST', 'auth/guest/request', guestSchema, { body: {} })
        .then((g) => guestId.set(String(g.guest_id)))
        .catch((error) => console.error('guest id request failed', error)); // spec: only logged
    }
    // read once per page: a sign-up on this page sets the flag for the page the reload brings
    welcomeDue.current ??= takeWelcome();
    if (token.get()) {
      const due = welcomeDue.current;
      welcomeDue.current = false;
      request('GET', 'customer/info', profileSummarySchema)
        .then((p) => {
          setProfile(p);
          if (due) setWelcoming(true);
        })
        .catch(() => undefined);
    }
  }, [mounted, stored]);

  async function logout() {
    confirm.current?.close();
    await request('POST', 'auth/logout', messageSchema, { body: {} }).catch(() => undefined);
    setTimeout(() => {
      // the cart and wishlist stores empty themselves when the token goes
      clearSession();
      flashToast(labels.logoutDone, 'success');
      window.location.assign(homeHref);
    }, LOGOUT_DELAY_MS);
  }

  const name = profile ? `${profile.f_name} ${profile.l_name}`.trim() || profile.phone || profile.email : null;
  if (!signedIn) {
    return (
      <>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => {
            setInitialMode(undefined);
            setOpen(true);
          }}
        >
          {labels.signIn}
        </button>
        {open && (
          <Suspense fallback={<span className="loading loading-spinner loading-sm" />}>
            <AuthModal {...modal} initialMode={initialMode ?? modal.initialMode} labels={labels} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <>
      <details className="dropdown dropdown-end">
        <summary className="btn btn-ghost btn-sm">{name ?? labels.profile}</summary>
        <ul className="menu dropdown-content z-40 w-56 rounded-box bg-base-100 p-2 shadow">
          {menu.map((m) => (
            <li key={m.href}>
              <a href={m.href}>{m.label}</a>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => confirm.current?.showModal()}>
              {labels.logout}
            </button>
          </li>
        </ul>
      </details>
      <ConfirmDialog dialogRef={confirm} question={labels.logoutConfirm} yes={labels.yes} no={labels.no} onConfirm={logout} />
      {welcoming && profile && (
        <Suspense fallback={null}>
          <WelcomeModal profile={profile} labels={welcome} money={money} onClose={() => setWelcoming(false)} />
        </Suspense>
      )}
    </>
  );
}
