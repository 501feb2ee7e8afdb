/**
 * A shopper's own places in a page (issue 48; src/lib/personal-slots.ts): what everyone sees there,
 * for the shared render, and what this shopper sees, rendered alone and put into the page by the
 * middleware (src/middleware.ts) whether the page came from the page cache or was rendered now.
 *
 * - session: the page's word on the stored token (valid, or expired: the header's script signs out);
 * - account: the avatar, name and account menu, or the Sign In link;
 * - drawer-logout: the phone drawer's logout;
 * - cart: the cart link with the count the server holds (a signed-in shopper's, or a guest's whose
 *   cart the server knows by the guest_id cookie);
 * - review-prompt: where the review prompt opens (signed in, not on the review page itself);
 * - visit-again: the module home's stores the shopper ordered from.
 */
import { staticMarkup } from '../components/react/static-markup';
import { AccountMenu, CartLink, DrawerLogout, ReviewPromptHost, SessionMark, SignInLink, VisitAgain } from '../components/layout/Personal';
import { markupKeptWith, storeCardMarkup } from '../components/cards/markup';
import { storeHref } from '../components/cards/StoreCard';
import { personalSlot, type SlotFills, type SlotName } from '../lib/personal-slots';
import type { Profile } from '../lib/api/endpoints/account';
import type { Store } from '../lib/api/schemas';
import { islandLabels } from './island-labels';
import { cardContext } from './page-context';
import { profileMenu } from './profile-menu';
import { cookie, getShopper, type Shopper, type ShopperScope } from './shopper';
import { readGuestCookie } from './guest-cookie';
import { inProcessApi, keptByVersion, requestMemo, sessionVersion, type RequestMemo } from '../server/api/in-process';
import { filledPlaces, type FilledPlaces } from '../server/cache/shared-answers';
import { PAGE_KEY_COOKIES } from '../server/cache/page-cache';
import { rememberedMarkup } from '../server/cache/markup-cache';

/* A personal place's markup is a function of a few facts, made once for them (src/server/cache/markup-cache.ts). */

function cartLink(shopper: Shopper, count: number | null): string {
  const { t, href, locale } = shopper;
  const locationSet = Boolean(shopper.locationText);
  return rememberedMarkup(`cart ${locale} ${count} ${locationSet}`, () => {
    const labels = islandLabels(locale).labels.cart;
    return staticMarkup(CartLink, {
      href: href('/checkout?page=cart'),
      label: `${labels.open}: ${t('cart.count', { count: count ?? 0 })}`,
      labelOther: `${labels.open}: ${labels.count_other}`,
      labelOne: `${labels.open}: ${labels.count_one}`,
      count,
      locationSet,
    });
  });
}

/** Signed out: the Sign In link (the shared page's). */
const signInLink = (shopper: Shopper, href: string) => staticMarkup(SignInLink, { href, label: shopper.t('auth.signIn') });

/** Signed in: the avatar, name and account menu. */
function accountMenu(shopper: Shopper, profile: Profile): string {
  const { t, config } = shopper;
  const name = profile.name || profile.phone || profile.email || '';
  const image = profile.image ?? null;
  // the menu follows the language and the config's switches (wallet, points, referral)
  const key = JSON.stringify(['account', shopper.locale, name, image, config.wallet, config.loyaltyPoints, config.referral]);
  return rememberedMarkup(key, () =>
    staticMarkup(AccountMenu, {
      account: { name: name || t('auth.profile'), image, menu: profileMenu(shopper).map(({ label, href }) => ({ label, href })), logout: t('common.logout') },
    }),
  );
}

/** The header's personal places as everyone sees them: a page rendered once for all (src/components/layout/Header.astro). */
export function sharedHeaderSlots(shopper: Shopper, { signInHref, sells }: { signInHref: string; sells: boolean }) {
  return {
    session: personalSlot('session', ''),
    drawerLogout: personalSlot('drawer-logout', ''),
    cart: sells ? personalSlot('cart', cartLink(shopper, null)) : '',
    account: personalSlot('account', signInLink(shopper, signInHref)),
    reviewPrompt: personalSlot('review-prompt', ''),
  };
}

/** The module home's Visit Again as everyone sees it: nothing (src/components/home/ModuleHome.astro). */
export const sharedVisitAgain = () => personalSlot('visit-again', '');

/** Visit Again for `stores`, kept beside the list (frozen while the shopper's answer is kept) for the language, money and module type. */
function visitAgain(shopper: Shopper, stores: readonly Store[]): string {
  const { t, module } = shopper;
  const type = module?.type;
  const ctx = cardContext(shopper);
  return markupKeptWith(stores, ctx.key ? JSON.stringify(['VisitAgain', ctx.key, type ?? null]) : null, () =>
    staticMarkup(VisitAgain, {
      title: type === 'food' ? t('home.try_again') : type === 'grocery' ? t('home.visit_again') : t('home.whats_new'),
      subtitle: t('home.visit_again_sub'),
      button: t('home.visit_again_button'),
      stores: stores.map((store) => ({ card: storeCardMarkup({ store, ctx, level: 3 }), href: storeHref(store, ctx), name: store.name })),
    }),
  );
}

/** The review page: it has no review prompt of its own. */
const REVIEW_PATH = '/rate-and-review/';

/**
 * What a shopper's places are kept under (src/server/cache/shared-answers.ts, `filledPlaces`): who
 * they are as this request reads them (a signed-in shopper's session and the version of their rows, a
 * guest's id where the process keeps a guest's rows) and everything else the places are made of. Null
 * when they are not kept: another backend's shopper, a token that signs no one in, a guest on PostgreSQL.
 */
async function placesKey(scope: ShopperScope, slots: ReadonlySet<SlotName>, memo: RequestMemo): Promise<string | null> {
  // a module chosen by link sets its cookie as the places are filled (getShopper): made each time
  if (!inProcessApi() || scope.url.searchParams.has('module_id')) return null;
  const token = cookie(scope, 'token');
  let who: string | null;
  if (token) who = await sessionVersion(memo, token).then((version) => version && `session ${version}`);
  else {
    const guest = readGuestCookie(scope.cookies);
    who = guest && !(await keptByVersion()) ? `guest ${guest}` : null;
  }
  if (!who) return null;
  const { pathname } = scope.url;
  return JSON.stringify([
    who,
    scope.locals.locale ?? 'en',
    // the cookies that choose what a page shows (zone, module, position, the location's text: the cart link reads it)
    PAGE_KEY_COOKIES.map((name) => cookie(scope, name) ?? null),
    pathname.includes(REVIEW_PATH),
    [...slots].sort(),
  ]);
}

/**
 * This shopper's markup for the places `slots` names (those a page has), read with their session or
 * guest cookie. A place left out keeps what everyone sees: a guest has no account, a shopper without
 * visited stores no Visit Again. A part that fails is logged and left as everyone sees it. Kept a
 * few seconds for the same shopper, page kind and cookies (`placesKey`): their session is still read
 * on every page, so a sign-out anywhere or a change to their rows shows at once.
 */
export async function personalFills(scope: ShopperScope, slots: ReadonlySet<SlotName>): Promise<SlotFills> {
  const memo = requestMemo();
  const key = await placesKey(scope, slots, memo);
  if (key === null) return (await filledFor(scope, slots, memo)).fills;
  return (await filledPlaces().answer(key, () => filledFor(scope, slots, memo))).fills;
}

async function filledFor(scope: ShopperScope, slots: ReadonlySet<SlotName>, memo: RequestMemo): Promise<FilledPlaces> {
  // the shopper by their own cookies, whatever the page was rendered as (its locals say 'shared')
  const locals: App.Locals = { locale: scope.locals.locale };
  const shopper = await getShopper({ locals, url: scope.url, cookies: scope.cookies }, undefined, memo);
  // shared by every answer made from it while kept: read, never changed
  const fills = Object.freeze(await fillsOf(shopper, scope.url, slots));
  return { fills, whole: locals.degraded !== true };
}

async function fillsOf(shopper: Shopper, url: URL, slots: ReadonlySet<SlotName>): Promise<SlotFills> {
  if (!shopper.signedIn && !shopper.cartOwner) return {};
  const lose = shopper.mayLose;
  const [profile, count] = await Promise.all([
    shopper.profile(),
    slots.has('cart') && shopper.cartOwner ? lose('cart count', shopper.cartOwner.count(), null) : null,
  ]);
  const visited = profile && shopper.me && slots.has('visit-again') && shopper.module ? await lose('visited stores', shopper.me.api.visitAgain(), []) : [];
  const { t, href, locale } = shopper;
  const fills: SlotFills = {};
  if (shopper.signedIn) fills.session = rememberedMarkup(`session ${Boolean(profile)}`, () => staticMarkup(SessionMark, { state: profile ? 'valid' : 'expired' }));
  if (count !== null) fills.cart = cartLink(shopper, count);
  if (!profile) return fills;
  fills.account = accountMenu(shopper, profile);
  fills['drawer-logout'] = rememberedMarkup(`logout ${locale}`, () => staticMarkup(DrawerLogout, { label: t('common.logout') }));
  if (!url.pathname.includes(REVIEW_PATH))
    fills['review-prompt'] = rememberedMarkup(`review ${locale}`, () =>
      staticMarkup(ReviewPromptHost, {
        rateHref: href('/rate-and-review/{{id}}'),
        labels: { title: t('orders.reviewPromptTitle'), text: t('orders.reviewPromptText', { id: '{{id}}' }), rate: t('orders.reviewPromptRate'), close: t('common.close') },
      }),
    );
  if (visited.length) fills['visit-again'] = visitAgain(shopper, visited);
  return fills;
}
