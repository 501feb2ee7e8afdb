/** API messages in both languages; the X-localization header picks one. */
export type Locale = 'en' | 'ne';

const messages = {
  zone_required: { en: 'Zone id is required', ne: 'क्षेत्र आईडी आवश्यक छ' },
  module_required: { en: 'Module id is required', ne: 'मोड्युल आईडी आवश्यक छ' },
  module_not_found: { en: 'Module not found', ne: 'मोड्युल फेला परेन' },
  service_not_available: { en: 'Service not available in this area', ne: 'यो क्षेत्रमा सेवा उपलब्ध छैन' },
  field_required: { en: 'The {field} field is required.', ne: '{field} आवश्यक छ।' },
  field_invalid: { en: 'The {field} field is invalid.', ne: '{field} मान्य छैन।' },
  product_not_found: { en: 'Product not found', ne: 'उत्पादन फेला परेन' },
  store_not_found: { en: 'Store not found', ne: 'पसल फेला परेन' },
  category_not_found: { en: 'Category not found', ne: 'श्रेणी फेला परेन' },
  campaign_not_found: { en: 'Campaign not found', ne: 'अभियान फेला परेन' },
  brand_not_found: { en: 'Brand not found', ne: 'ब्रान्ड फेला परेन' },
  flash_sale_not_found: { en: 'Flash sale not found', ne: 'फ्ल्यास सेल फेला परेन' },
  condition_not_found: { en: 'Common condition not found', ne: 'सामान्य अवस्था फेला परेन' },
  place_not_found: { en: 'Place not found', ne: 'स्थान फेला परेन' },
  page_not_found: { en: 'Page not found', ne: 'पृष्ठ फेला परेन' },
  route_not_found: { en: 'Route not found', ne: 'मार्ग फेला परेन' },
  method_not_allowed: { en: 'Method not allowed', ne: 'यो विधि अनुमति छैन' },
  subscribed: { en: 'Subscribed Successfully', ne: 'सफलतापूर्वक सदस्यता लिइयो' },
  already_subscribed: { en: 'This email is already subscribed', ne: 'यो इमेल पहिले नै सदस्य छ' },
  body_too_large: { en: 'Request body is too large', ne: 'अनुरोध धेरै ठूलो छ' },
  body_invalid: { en: 'Request body could not be read', ne: 'अनुरोध पढ्न सकिएन' },
  body_not_object: { en: 'Request body must be an object', ne: 'अनुरोधको मुख्य भाग वस्तु (object) हुनुपर्छ' },
  body_bad_characters: { en: 'Request body holds invalid characters', ne: 'अनुरोधमा अमान्य अक्षर छन्' },
  guest_verified: { en: 'guest_verified', ne: 'guest_verified' },
  address_not_found: { en: 'Address not found.', ne: 'ठेगाना फेला परेन।' },
  address_added: { en: 'Successfully added!', ne: 'सफलतापूर्वक थपियो!' },
  address_updated: { en: 'Updated successfully.', ne: 'सफलतापूर्वक अद्यावधिक गरियो।' },
  address_removed: { en: 'Successfully removed!', ne: 'सफलतापूर्वक हटाइयो!' },
  item_not_found: { en: 'Item not found.', ne: 'सामान फेला परेन।' },
  store_missing: { en: 'Store not found.', ne: 'पसल फेला परेन।' },
  wishlist_target: { en: 'Send item_id or store_id.', ne: 'item_id वा store_id पठाउनुहोस्।' },
  wishlist_added: { en: 'Added to your wishlist.', ne: 'इच्छासूचीमा थपियो।' },
  wishlist_removed: { en: 'Removed from your wishlist.', ne: 'इच्छासूचीबाट हटाइयो।' },
  wishlist_duplicate: { en: 'Already in your wishlist.', ne: 'पहिले नै इच्छासूचीमा छ।' },
  wishlist_missing: { en: 'Not in your wishlist.', ne: 'इच्छासूचीमा छैन।' },
  server_error: { en: 'Something went wrong on our side. Please try again.', ne: 'केही गडबड भयो। फेरि प्रयास गर्नुहोस्।' },
} as const;

export type MessageKey = keyof typeof messages;

export function t(locale: Locale, key: MessageKey, vars: Record<string, string> = {}): string {
  let text: string = messages[key][locale] ?? messages[key].en;
  for (const [k, v] of Object.entries(vars)) text = text.replace(`{${k}}`, v);
  return text;
}

export function parseLocale(header: string | undefined | null): Locale {
  const v = (header ?? '').trim().toLowerCase();
  return v === 'ne' || v === 'np' || v.startsWith('ne-') ? 'ne' : 'en';
}
