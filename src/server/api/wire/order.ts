/** Orders and their detail rows in the wire shape (reference 4.10): the one place they are written. */
import type { Product } from '../../services/catalogue/products';
import type { DeliveryMan, OrderDetailRow, OrderRecord, RefundRow } from '../../services/orders/read';
import { keptMediaUrl, mediaUrl } from '../../services/catalogue/media';
import type { OrderQuote } from '../../services/orders/place';
import { bit } from './bit';
import { productWire } from './product';
import { storeWire } from './store';
import { parcelCategoryWire } from './content';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** the delivery man as the tracking screens read him (spec §3: order tracking) */
export function deliveryManWire(m: DeliveryMan, origin: string) {
  return {
    id: m.id,
    f_name: m.fName,
    l_name: m.lName,
    phone: m.phone,
    image: m.image,
    image_full_url: mediaUrl(origin, m.image),
    avg_rating: Number(m.avgRating.toFixed(2)),
    rating_count: m.ratingCount,
    lat: m.lat,
    lng: m.lng,
    location_updated_at: iso(m.locationAt),
  };
}

function refundWire(r: RefundRow, origin: string) {
  return {
    order_id: r.orderId,
    user_id: r.userId,
    refund_amount: r.amount,
    customer_reason: r.reason,
    customer_note: r.note,
    refund_method: r.method,
    refund_status: r.status,
    admin_note: r.adminNote,
    image: r.images,
    // only the images that have an address: a client reads a list of strings
    image_full_url: r.images.map((i) => mediaUrl(origin, i)).filter((u): u is string => u !== null),
    created_at: r.createdAt.toISOString(),
  };
}

/** an offline payment as 6amMart's track and details carry it: the method and the shopper's fields in `payment_info` */
function offlinePaymentWire(p: NonNullable<OrderRecord['offlinePayment']>) {
  return {
    order_id: p.orderId,
    payment_info: { method_id: p.methodId, method_name: p.methodName, ...p.fields },
    customer_note: p.customerNote,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function orderWire({ order: o, moduleType, detailsCount, store, deliveryMan, refund, parcelCategory, offlinePayment }: OrderRecord, origin = '') {
  return {
    id: o.id,
    user_id: o.userId,
    module_id: o.moduleId,
    zone_id: o.zoneId,
    store_id: o.storeId,
    delivery_man_id: o.deliveryManId,
    order_type: o.orderType,
    is_guest: bit(o.isGuest),
    order_amount: o.orderAmount,
    coupon_discount_amount: o.couponDiscountAmount,
    coupon_discount_title: o.couponDiscountTitle,
    coupon_code: o.couponCode,
    coupon_created_by: o.couponCreatedBy,
    store_discount_amount: o.storeDiscountAmount,
    flash_admin_discount_amount: o.flashAdminDiscountAmount,
    flash_store_discount_amount: o.flashStoreDiscountAmount,
    total_tax_amount: o.totalTaxAmount,
    tax_percentage: o.taxPercentage,
    tax_status: o.taxStatus,
    delivery_charge: o.deliveryCharge,
    original_delivery_charge: o.originalDeliveryCharge,
    additional_charge: o.additionalCharge,
    extra_packaging_amount: o.extraPackagingAmount,
    dm_tips: o.dmTips,
    ref_bonus_amount: o.refBonusAmount,
    partially_paid_amount: o.partiallyPaidAmount,
    adjusment: 0,
    free_delivery_by: o.freeDeliveryBy,
    discount_on_product_by: 'vendor',
    cash_back_id: o.cashBackId,
    payment_status: o.paymentStatus,
    order_status: o.orderStatus,
    payment_method: o.paymentMethod,
    transaction_reference: o.transactionReference,
    delivery_address: o.deliveryAddress,
    order_note: o.orderNote,
    delivery_instruction: o.deliveryInstruction,
    unavailable_item_note: o.unavailableItemNote,
    cutlery: bit(o.cutlery),
    schedule_at: iso(o.scheduleAt),
    scheduled: bit(o.scheduled),
    otp: o.otp,
    distance: o.distance,
    dm_vehicle_id: o.dmVehicleId,
    parcel_category_id: o.parcelCategoryId,
    receiver_details: o.receiverDetails,
    charge_payer: o.chargePayer,
    prescription_order: bit(o.prescriptionOrder),
    order_attachment: o.orderAttachment,
    cancellation_reason: o.cancellationReason,
    canceled_by: o.canceledBy,
    pending: iso(o.pending),
    accepted: iso(o.accepted),
    confirmed: iso(o.confirmed),
    processing: iso(o.processing),
    handover: iso(o.handover),
    picked_up: iso(o.pickedUp),
    delivered: iso(o.delivered),
    canceled: iso(o.canceled),
    refund_requested: iso(o.refundRequested),
    refunded: iso(o.refunded),
    refund_request_canceled: iso(o.refundRequestCanceled),
    failed: iso(o.failed),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    module_type: moduleType,
    details_count: detailsCount,
    store: store ? storeWire(store) : null,
    delivery_man: deliveryMan ? deliveryManWire(deliveryMan, origin) : null,
    refund: refund ? refundWire(refund, origin) : null,
    parcel_category: parcelCategory ? parcelCategoryWire(origin, parcelCategory) : null,
    offline_payment: offlinePayment ? offlinePaymentWire(offlinePayment) : null,
    refund_customer_note: refund?.note ?? null,
    refund_cancellation_note: refund?.status === 'rejected' ? refund.adminNote : null,
    min_delivery_time: store?.minDeliveryTime ?? null,
    max_delivery_time: store?.maxDeliveryTime ?? null,
  };
}

export function orderDetailWire(d: OrderDetailRow, isGuest: boolean, first: boolean, origin = '') {
  const kept = d.itemDetails as Product;
  // the line's product as it was ordered, its pictures served from where it is asked
  const item = { ...kept, image: keptMediaUrl(origin, kept.image), images: (kept.images ?? []).map((i) => keptMediaUrl(origin, i)).filter((i): i is string => i !== null) };
  const wire = productWire(item);
  return {
    id: d.id,
    item_id: d.itemId,
    item_campaign_id: d.itemCampaignId,
    order_id: d.orderId,
    price: d.price,
    item_details: wire,
    variation: d.variation,
    variant: '',
    add_ons: d.addOns,
    discount_on_item: d.discountOnItem,
    discount_type: d.discountType,
    quantity: d.quantity,
    tax_amount: d.taxAmount,
    total_add_on_price: d.totalAddOnPrice,
    created_at: d.createdAt.toISOString(),
    updated_at: d.createdAt.toISOString(),
    image_full_url: wire.image_full_url,
    images_full_url: wire.images_full_url,
    ...(first ? { is_guest: bit(isGuest) } : {}),
  };
}

/** The checkout's summary (customer/order/quote), in the order/place body's words. */
export function quoteWire(q: OrderQuote) {
  const t = q.totals;
  return {
    order_amount: t.orderAmount,
    item_price: t.items,
    add_on_price: t.addOns,
    store_discount_amount: t.storeDiscount,
    flash_discount_amount: t.flashDiscount,
    coupon_discount_amount: t.couponDiscount,
    coupon_code: q.coupon?.code ?? null,
    coupon_discount_title: q.coupon?.title ?? null,
    ref_bonus_amount: t.referralDiscount,
    total_tax_amount: t.tax,
    tax_status: q.taxIncluded ? 'included' : 'excluded',
    delivery_charge: t.deliveryCharge,
    original_delivery_charge: t.originalDeliveryCharge,
    additional_charge: t.additionalCharge,
    extra_packaging_amount: t.packaging,
    dm_tips: t.tips,
    cash_on_delivery: { status: bit(q.cashOnDelivery.allowed), maximum_order_amount: q.cashOnDelivery.maximum },
    wallet_balance: q.walletBalance,
    cashback_amount: q.cashback,
  };
}
