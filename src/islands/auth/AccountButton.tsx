/**
 * The account's modals, hydrated on use (`client:interact` with TRIGGERS.account): the header's
 * 'Sign In' (`data-auth-open`) opens the auth modal, any Logout (`data-logout`: the profile menu's,
 * the mobile drawer's) asks first. The header itself (name or 'Sign In') is rendered by the server.
 * Another island asks for the modal through `authModalRequest` and wakes this one; a new account's
 * welcome wakes it on the page the sign-up lands on (src/scripts/header.ts). The auth modal's code
 * loads only when it opens.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { account as accountEndpoints } from '../../lib/api/browser/account';
import { auth as authEndpoints } from '../../lib/api/browser/auth';
import type { Profile } from '../../lib/api/endpoints/account';
import type { MoneyFormat } from '../../lib/format';
import { clearSession, token } from '../../stores/auth';
import { flashToast } from '../../stores/toast';
import { authModalRequest, type AuthModalMode } from '../../stores/ui';
import ConfirmDialog from '../shared/ConfirmDialog';
import { useIslandReady } from '../shared/ready';
import type { AuthLabels, AuthModalProps } from './AuthModal';
import { takeWelcome } from './welcome';
import type { WelcomeLabels } from './WelcomeModal';
import { withLabels } from '../shared/with-labels';

/** the endpoint sets this island uses, each its own module */
const api = { account: accountEndpoints, auth: authEndpoints };

const AuthModal = lazy(() => import('./AuthModal'));
const WelcomeModal = lazy(() => import('./WelcomeModal'));

export interface AccountButtonProps {
  labels: AuthLabels & { logout: string; logoutConfirm: string; logoutDone: string; yes: string; no: string };
  homeHref: string;
  modal: Omit<AuthModalProps, 'labels' | 'onClose'>;
  welcome: WelcomeLabels;
  money: MoneyFormat;
}

export const LOGOUT_DELAY_MS = 500;

function AccountButton({ labels, homeHref, modal, welcome, money }: AccountButtonProps) {
  const [open, setOpen] = useState(false);
  const [initialMode, setInitialMode] = useState<AuthModalMode | undefined>(undefined);
  const requested = useStore(authModalRequest);
  const [profile, setProfile] = useState<Profile | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);

  // the server-rendered triggers: Sign In opens the modal, any Logout asks first
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (target?.closest?.('[data-auth-open]')) {
        e.preventDefault();
        // 'Sign In' opens sign-in (issue 46.10); the form links to sign-up
        setInitialMode('sign-in');
        setOpen(true);
      } else if (target?.closest?.('[data-logout]')) {
        e.preventDefault();
        target.closest('details')?.removeAttribute('open');
        confirm.current?.showModal();
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  // another island (the cart drawer) asks for the sign-in or sign-up modal
  useEffect(() => {
    if (!requested) return;
    setInitialMode(requested);
    setOpen(true);
    authModalRequest.set(null);
  }, [requested]);
  // a new account is welcomed once, on the page its sign-up reloaded
  useEffect(() => {
    if (!takeWelcome() || !token.get()) return;
    api.account
      .profile()
      .then(setProfile)
      .catch(() => undefined);
  }, []);

  async function logout() {
    confirm.current?.close();
    await api.auth.logOut().catch(() => undefined);
    setTimeout(() => {
      // the cart and wishlist stores empty themselves when the token goes
      clearSession();
      flashToast(labels.logoutDone, 'success');
      window.location.assign(homeHref);
    }, LOGOUT_DELAY_MS);
  }

  const ready = useIslandReady();
  return (
    <>
      <span hidden ref={ready} />
      {open && (
        <Suspense fallback={<span className="loading loading-spinner loading-sm" />}>
          <AuthModal {...modal} initialMode={initialMode ?? modal.initialMode} labels={labels} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <ConfirmDialog dialogRef={confirm} question={labels.logoutConfirm} yes={labels.yes} no={labels.no} onConfirm={logout} />
      {profile && (
        <Suspense fallback={null}>
          <WelcomeModal profile={profile} labels={welcome} money={money} onClose={() => setProfile(null)} />
        </Suspense>
      )}
    </>
  );
}

/** on the page: its strings come from the island labels (src/islands/shared/with-labels.tsx) */
export default withLabels(AccountButton, (all) => ({ labels: all.auth, welcome: all.welcome }));
