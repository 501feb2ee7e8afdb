/**
 * The strings of the header's islands (location, account, cart, wishlist, search), for one language.
 *
 * They are not island props: every page carried them in its HTML (20 KiB in English, more in
 * Nepali, in every response, serialised on every render), although the islands render nothing on
 * the server and need them only once a shopper uses one. They are one JSON file per language
 * instead, at an address that names its content (`?v=` a hash), so a browser keeps it for good and
 * fetches it once, when the first island wakes (src/islands/shared/with-labels.tsx).
 */
import { createHash } from 'node:crypto';
import type { TFunction } from 'i18next';
import en from '../lib/i18n/en.json';
import { sectionLabels, translator, type Locale } from '../lib/i18n';
import { VARIATION_MESSAGE_KEYS } from '../lib/pricing';
import { locationLabels } from './location-labels';

/** Placeholders the islands fill in themselves (the header's other islands and data attributes use them too). Frozen: what the translator makes of them is remembered (src/lib/i18n). */
export const ISLAND_PLACEHOLDERS = Object.freeze({
  count: '{{count}}',
  amount: '{{amount}}',
  minutes: '{{minutes}}',
  name: '{{name}}',
  price: '{{price}}',
  start: '{{start}}',
  end: '{{end}}',
  index: '{{index}}',
  value: '{{value}}',
  store: '{{store}}',
  when: '{{when}}',
});

const AUTH_KEYS = [
  'signIn',
  'signUp',
  'emailOrPhone',
  'password',
  'confirmPassword',
  'showPassword',
  'hidePassword',
  'rememberMe',
  'forgotPassword',
  'signInWithOtp',
  'signInWithPassword',
  'getOtp',
  'phone',
  'fullName',
  'yourEmail',
  'referCode',
  'haveAccount',
  'noAccount',
  'phoneVerification',
  'codeSentTo',
  'verifyContinue',
  'noCode',
  'resendIn',
  'resend',
  'oneStepAway',
  'done',
  'loggedIn',
  'signedUp',
  'terms',
  'privacy',
  'logoutConfirm',
  'logoutDone',
  'orContinueWith',
  'google',
  'facebook',
  'apple',
  'socialPhone',
  'continue',
  'isItYou',
  'existingAccount',
] as const;

function build(t: TFunction) {
  const auth = {
    /* the spec's validation messages, for every form in the account modal */
    validation: sectionLabels(t, 'validation', en.validation),
    ...(Object.fromEntries(AUTH_KEYS.map((k) => [k, t(`auth.${k}`, { phone: '{{phone}}', seconds: '{{seconds}}' })])) as Record<(typeof AUTH_KEYS)[number], string>),
    close: t('common.close'),
    logout: t('common.logout'),
    yes: t('common.yes'),
    no: t('common.no'),
  };
  const welcome = {
    title: t('auth.welcomeTitle', { name: '{{name}}' }),
    body: t('auth.welcomeBody'),
    discount: t('auth.welcomeDiscount', { amount: '{{amount}}', validity: '{{validity}}' }),
    start: t('auth.welcomeStart'),
  };
  const cart = sectionLabels(t, 'cart', en.cart, ISLAND_PLACEHOLDERS);
  const popup = {
    ...sectionLabels(t, 'popup', en.popup, ISLAND_PLACEHOLDERS),
    increase: cart.increase,
    decrease: cart.decrease,
    delete: cart.delete,
    quantity: cart.quantity,
    added: cart.added,
    updated: cart.updated,
    noChanges: cart.noChanges,
    cleared: cart.cleared,
    clearText: cart.clearText,
    cancel: cart.cancel,
    yes: cart.yes,
    percentOff: t('card.percent_off', ISLAND_PLACEHOLDERS),
    amountOff: t('card.amount_off', ISLAND_PLACEHOLDERS),
    /* the section 5 variation messages, as the server words them */
    variationRequired: t(`api.${VARIATION_MESSAGE_KEYS.required}`, ISLAND_PLACEHOLDERS),
    variationRange: t(`api.${VARIATION_MESSAGE_KEYS.range}`, { ...ISLAND_PLACEHOLDERS, min: '{{min}}', max: '{{max}}' }),
    variationUnknown: t(`api.${VARIATION_MESSAGE_KEYS.unknown}`, ISLAND_PLACEHOLDERS),
    multiHint: t('product.multi_hint', { min: '{{min}}', max: '{{max}}' }),
    /* the item's reviews */
    reviews: t('product.reviews'),
    noReviews: t('product.no_reviews'),
    loadMore: t('common.load_more'),
    rated: t('card.rating', { rating: '{{rating}}' }),
    reviewsFailed: t('product.reviews_failed'),
    retry: t('product.retry'),
  };
  const search = { ...sectionLabels(t, 'search', en.search, { term: '{{term}}' }), items: t('common.items'), stores: t('common.stores') };
  return { location: locationLabels(t), auth, welcome, cart, popup, wishlist: sectionLabels(t, 'wishlist', en.wishlist, ISLAND_PLACEHOLDERS), search };
}

export type IslandLabels = ReturnType<typeof build>;

const built = new Map<Locale, { labels: IslandLabels; json: string; version: string }>();

/** The labels of one language, with their JSON and its hash (made once per process). */
export function islandLabels(locale: Locale) {
  let entry = built.get(locale);
  if (!entry) {
    const labels = build(translator(locale));
    const json = JSON.stringify(labels);
    entry = { labels, json, version: createHash('sha256').update(json).digest('base64url').slice(0, 12) };
    built.set(locale, entry);
  }
  return entry;
}

/** Where the islands fetch one language's labels: the address changes whenever they do. */
export const islandLabelsHref = (locale: Locale) => `/island-labels/${locale}.json?v=${islandLabels(locale).version}`;
