/**
 * The success answers' wire shapes (issue 45.4). Each is the schema the client edge reads that answer
 * with (src/lib/api/endpoints: a product, a store), so the storefront and the document check one
 * shape: the document describes a route's 200 body from its `answer`, the route's handler is held to
 * it by its type, and the API suite checks every answer it gets against the document
 * (tests/api/contract-hook.ts).
 */
import * as z from 'zod/mini';
import { productWireSchema } from '../../../lib/api/endpoints/product';
import { storeWireSchema } from '../../../lib/api/endpoints/store';
import { cartLineSchema } from '../../../lib/api/endpoints/cart';
import { tokenAnswerSchema } from '../../../lib/api/endpoints/auth';
import * as wire from '../../../lib/api/schemas';
import { offlineMethodsSchema, placedSchema, quoteSchema } from '../../../lib/api/endpoints/orders';
import { storeReviewsSchema } from '../../../lib/api/client';
import { profileSchema } from '../../../lib/api/endpoints/account';
import { addressListSchema } from '../../../lib/api/endpoints/addresses';
import { notificationListSchema } from '../../../lib/api/endpoints/notifications';
import { bonusesSchema, ledgerSchema } from '../../../lib/api/endpoints/wallet';
import { cancellationReasonsSchema, orderLinesSchema, orderSchema, ordersPageSchema, reviewPromptSchema, routeSchema } from '../../../lib/api/endpoints/my-orders';
import { conversationListSchema, conversationPageSchema } from '../../../lib/api/endpoints/chat';
import { suggestionsSchema } from '../../../lib/api/endpoints/search';
import { instructionsSchema } from '../../../lib/api/endpoints/parcel';
import { reviewsSchema } from '../../../lib/api/endpoints/reviews';

/** `{message}`: what a call that changes something answers (reference §4.1) */
export const messageAnswer = wire.messageSchema;

export const productsAnswer = z.array(productWireSchema);
export const storesAnswer = z.array(storeWireSchema);
/** the paged envelope (reference §4.3) of items (with their categories on items/latest and items/search) or of stores */
export const pagedProductsAnswer = wire.pagedProductsSchema;
export const pagedStoresAnswer = wire.pagedStoresSchema;
/** the cart after a change, or as it stands: its lines, each with its item */
export const cartAnswer = z.array(cartLineSchema);
/** what a sign-in step answers: a token, or none while a code is on its way (reference §4.4) */
export const signInAnswer = tokenAnswerSchema;
/** a wishlist: the saved items and stores */
export const wishlistAnswer = z.looseObject({ item: productsAnswer, store: storesAnswer });
/** a search by name of both: items and stores */
export const itemsAndStoresAnswer = z.looseObject({ items: productsAnswer, stores: storesAnswer });

/* the rest, each the schema its reader on the client edge parses it with (src/lib/api/schemas.ts, src/lib/api/endpoints) */
export const configAnswer = wire.configSchema;
export const modulesAnswer = z.array(wire.moduleSchema);
export const zoneIdAnswer = wire.zoneIdSchema;
export const zoneListAnswer = wire.zoneListSchema;
export const categoriesAnswer = z.array(wire.categorySchema);
export const childCategoriesAnswer = wire.childCategoriesSchema;
export const bannersAnswer = wire.bannersSchema;
export const predictionsAnswer = wire.predictionsSchema;
export const placeDetailsAnswer = wire.placeDetailsSchema;
export const geocodeAnswer = wire.geocodeSchema;
export const distanceAnswer = wire.distanceSchema;
export const deliveryTimeAnswer = wire.deliveryTimeSchema;
export const couponsAnswer = z.array(wire.couponWireSchema);
export const cashbackOffersAnswer = z.array(wire.cashbackOfferSchema);
export const brandsAnswer = z.array(wire.brandSchema);
export const campaignsAnswer = z.array(wire.basicCampaignSchema);
export const campaignDetailsAnswer = wire.basicCampaignDetailsSchema;
export const flashSaleAnswer = wire.flashSaleSchema;
export const flashSaleItemsAnswer = wire.flashSaleItemsSchema;
export const conditionsAnswer = z.array(wire.commonConditionSchema);
export const parcelCategoriesAnswer = z.array(wire.parcelCategorySchema);
export const whyChooseAnswer = wire.whyChooseSchema;
export const videoContentAnswer = wire.videoContentSchema;
export const landingAnswer = wire.landingSchema;
export const productDetailAnswer = wire.productDetailSchema;
export const storeDetailAnswer = wire.storeDetailSchema;
export const quoteAnswer = quoteSchema;
export const placedAnswer = placedSchema;
export const profileAnswer = profileSchema;
export const addressListAnswer = addressListSchema;
export const notificationsAnswer = notificationListSchema;
export const ledgerAnswer = ledgerSchema;
export const bonusesAnswer = bonusesSchema;
export const ordersPageAnswer = ordersPageSchema;
export const orderAnswer = orderSchema;
export const orderLinesAnswer = orderLinesSchema;
export const cancellationReasonsAnswer = cancellationReasonsSchema;
export const reviewPromptAnswer = reviewPromptSchema;
export const conversationsAnswer = conversationListSchema;
export const conversationAnswer = conversationPageSchema;
export const suggestionsAnswer = suggestionsSchema;
export const parcelInstructionsAnswer = instructionsSchema;
export const reviewsAnswer = reviewsSchema;

/* small answers the client edge reads without a schema of its own: written here, the wire as the reference gives it */
/** visit-again: stores, each with its top items */
export const storesWithItemsAnswer = z.array(z.looseObject({ ...storeWireSchema.shape, items: productsAnswer }));
/** the delivery vehicle classes (reference §3.1) */
export const vehiclesAnswer = z.array(
  z.looseObject({ id: z.number(), type: z.string(), status: z.number(), starting_coverage_area: z.number(), maximum_coverage_area: z.number(), extra_charges: z.number() }),
);
/** a number alone: a vehicle's extra charge, an item's rating */
export const numberAnswer = z.number();
export const booleanAnswer = z.boolean();
/** the tip most given (null until one has been) */
export const mostTipsAnswer = z.looseObject({ most_tips_amount: z.nullable(z.number()) });
export const webPushKeyAnswer = z.looseObject({ public_key: z.nullable(z.string()) });
export const addFundAnswer = z.looseObject({ redirect_link: z.string() });
export const refundReasonsAnswer = z.looseObject({ refund_reasons: z.array(z.object({ id: z.number(), reason: z.string() })) });
export const reviewedAnswer = z.looseObject({ item_ids: z.array(z.number()), store: z.boolean(), delivery_man: z.boolean() });
export const reviewReminderAnswer = z.looseObject({ order_id: z.nullable(z.number()), images: z.array(z.nullable(z.string())) });
/** 6amMart's plain 'success' */
export const successAnswer = z.string();
export const offlinePaymentAnswer = z.looseObject({ payment: z.string() });
export const cashbackAnswer = z.looseObject({ calculated_amount: z.number(), cashback_amount: z.number(), cashback_type: z.nullable(z.string()), min_purchase: z.number(), max_discount: z.number() });
export const storeReviewsAnswer = storeReviewsSchema;
export const orderRouteAnswer = routeSchema;
export const offlineMethodsAnswer = offlineMethodsSchema;
export const otherBannersAnswer = wire.otherBannersSchema;
/** a policy or help page (reference §3.5): its Markdown text */
export const policyPageAnswer = z.looseObject({ key: z.string(), title: z.string(), value: z.string(), format: z.string(), status: z.number(), updated_at: z.string() });
/** the search page's combined call: a listing of items, or of stores with list_type=store */
export const itemsOrStoresAnswer = z.union([pagedProductsAnswer, pagedStoresAnswer]);
/** a profile change: done, or a code sent to prove a new email or phone first */
export const profileUpdateAnswer = z.looseObject({ message: z.string(), verification_on: z.optional(z.string()), otp_send: z.optional(z.boolean()) });
/** an account removed: nothing left to answer */
export const emptyListAnswer = z.array(z.unknown());
/** where the delivery man was last seen on an order */
export const lastLocationAnswer = z.looseObject({ order_id: z.number(), delivery_man_id: z.nullable(z.number()), latitude: z.nullable(z.number()), longitude: z.nullable(z.number()) });
/* the operator's calls (X-Ops-Token) */
export const opsOrderAnswer = z.looseObject({ order_id: z.number(), order_status: z.string(), payment_status: z.string(), delivery_man_id: z.nullable(z.number()), order: z.looseObject({ id: z.number() }) });
export const opsConversationAnswer = z.looseObject({ conversation: z.looseObject({ id: z.number() }), messages: z.array(z.looseObject({ id: z.number() })) });
export const opsConversationsAnswer = z.looseObject({ conversations: z.array(z.looseObject({ id: z.number() })) });
export const opsStoreAnswer = z.looseObject({ id: z.number(), name: z.string(), active: z.number() });
export const opsItemAnswer = z.looseObject({ id: z.number(), name: z.string(), stock: z.number(), price: z.number() });
export const opsDeliveryManAnswer = z.looseObject({ delivery_man_id: z.number(), orders: z.array(z.number()) });
/** this document (OpenAPI 3.1) */
export const documentAnswer = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });
/** a provider's webhook, taken */
export const webhookAnswer = z.looseObject({ received: z.boolean() });

/** ops/outbox: what the outbox holds for a recipient */
export const opsOutboxAnswer = z.array(
  z.looseObject({ id: z.number(), channel: z.string(), recipient: z.string(), subject: z.nullable(z.string()), body: z.string(), provider: z.string(), sent_at: z.nullable(z.string()), error: z.nullable(z.string()), created_at: z.string() }),
);
