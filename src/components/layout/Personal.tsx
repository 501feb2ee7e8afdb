/**
 * The shopper's own places in a page (src/lib/personal-slots.ts), as server-only React components
 * rendered to plain HTML (src/components/react/static-markup.ts). The same component draws what
 * everyone sees (the header of the shared page) and what one shopper sees (filled in by
 * src/loaders/personal.ts), so the two never drift apart.
 */
import type { ReactNode } from 'react';

/** The page's word on the stored token (src/scripts/header.ts): 'valid' vouched for, 'expired' refused (the script signs out). */
export function SessionMark({ state }: { state: 'valid' | 'expired' }) {
  return <span hidden data-session={state} />;
}

/** The phone drawer's logout; the account island asks and logs out, so without JavaScript it stays hidden. */
export function DrawerLogout({ label }: { label: string }) {
  return (
    <ul>
      <li>
        <button type="button" hidden data-needs-js data-logout>
          {label}
        </button>
      </li>
    </ul>
  );
}

export interface CartLinkProps {
  href: string;
  /** 'Cart: 3 items', as read out now */
  label: string;
  /** the label with {{count}}, plural and singular (src/scripts/header.ts keeps it right as the cart changes) */
  labelOther: string;
  labelOne: string;
  /** the count the server holds for this shopper; null on the shared page (the device's count fills it) */
  count: number | null;
  locationSet: boolean;
}

/** A link to the cart page (issue 46.18: without JavaScript the cart could be seen); the cart island opens the drawer instead. */
export function CartLink({ href, label, labelOther, labelOne, count, locationSet }: CartLinkProps) {
  return (
    <a
      href={href}
      className="btn btn-ghost btn-sm indicator"
      aria-label={label}
      data-cart-open=""
      data-label={labelOther}
      data-label-one={labelOne}
      data-server-count={count ?? undefined}
      data-location-set={locationSet ? '' : undefined}
      hidden={!locationSet && !count}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="badge badge-primary badge-sm indicator-item" data-cart-count="" hidden={!count}>
        {count ?? 0}
      </span>
    </a>
  );
}

export interface Account {
  name: string;
  image: string | null;
  menu: Array<{ label: string; href: string }>;
  logout: string;
}

/** the avatar's letters when there is no photo: the first of the first two words of the name */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
    .join('');
}

/** Signed out: a link to the sign-in page, which works without JavaScript (issue 46.17); the account island opens the modal instead. */
export function SignInLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="btn btn-primary btn-sm" data-auth-open="">
      {label}
    </a>
  );
}

/** Signed in: the avatar, the name and the account menu. */
export function AccountMenu({ account }: { account: Account }) {
  return (
    <details className="dropdown dropdown-end">
      <summary className="btn btn-ghost btn-sm gap-2 px-1" data-account-summary="">
        {/* an avatar always; the name beside it from md, and for screen readers everywhere (spec: the signed-in header keeps one row on a phone) */}
        {account.image ? (
          <img src={account.image} alt="" width="28" height="28" className="size-7 rounded-full object-cover" data-avatar="" />
        ) : (
          <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-content" aria-hidden="true" data-avatar="">
            {initials(account.name)}
          </span>
        )}
        <span className="sr-only md:not-sr-only md:max-w-40 md:truncate">{account.name}</span>
      </summary>
      <ul className="menu dropdown-content z-40 w-56 rounded-box bg-base-100 p-2 shadow">
        {account.menu.map((m) => (
          <li key={m.href}>
            <a href={m.href}>{m.label}</a>
          </li>
        ))}
        <li>
          <button type="button" data-logout="">
            {account.logout}
          </button>
        </li>
      </ul>
    </details>
  );
}

export interface ReviewPromptProps {
  rateHref: string;
  labels: Record<'title' | 'text' | 'rate' | 'close', string>;
}

/** Where the review prompt opens (src/scripts/review-prompt.tsx mounts it when the page is idle). */
export function ReviewPromptHost(props: ReviewPromptProps) {
  return <div data-review-prompt={JSON.stringify(props)} />;
}

export interface VisitAgainProps {
  title: string;
  subtitle: string;
  stores: Array<{ card: string; href: string; name: string }>;
  button: string;
}

/** The module home's stores the shopper ordered from (spec section 2), a section like every home rail (src/components/sections/Section.astro). */
export function VisitAgain({ title, subtitle, stores, button }: VisitAgainProps): ReactNode {
  if (!stores.length) return null;
  return (
    <section aria-labelledby="visit-again-title" className="my-8" id="visit-again">
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id="visit-again-title" className="text-xl font-bold">
          {title}
        </h2>
      </div>
      <p className="-mt-2 mb-3 text-sm">{subtitle}</p>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2" aria-label={title}>
        {stores.map((store) => (
          <li key={store.href} className="w-64 shrink-0 snap-start">
            <div className="flex h-full flex-col gap-2">
              {/* the card as every list draws it (src/components/cards/markup.ts); its box is the card's own */}
              <div className="contents" dangerouslySetInnerHTML={{ __html: store.card }} />
              <a className="btn btn-outline btn-sm" href={store.href} aria-label={`${button}: ${store.name}`}>
                {button}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
