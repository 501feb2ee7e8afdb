/** Structured data (schema.org JSON-LD) for pages. */
import type { Product, Store } from './api/schemas';

export type JsonLd = Record<string, unknown>;

export function organizationLd(o: { name: string; url: string; logo: string | null; phone: string; email?: string; address: string; sameAs: string[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    ...(o.logo ? { logo: o.logo } : {}),
    telephone: o.phone,
    ...(o.email ? { email: o.email } : {}),
    address: o.address,
    sameAs: o.sameAs,
  };
}

export function breadcrumbLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** The LocalBusiness type that fits each module. */
export const businessType: Record<string, string> = {
  food: 'Restaurant',
  grocery: 'GroceryStore',
  pharmacy: 'Pharmacy',
  ecommerce: 'Store',
  parcel: 'LocalBusiness',
};

export function storeLd(store: Store, o: { url: string; moduleType: string; currency: string }): JsonLd {
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return {
    '@context': 'https://schema.org',
    '@type': businessType[o.moduleType] ?? 'LocalBusiness',
    name: store.name,
    url: o.url,
    ...(store.logo ? { image: store.logo } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    address: { '@type': 'PostalAddress', streetAddress: store.address, addressCountry: 'NP' },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    currenciesAccepted: o.currency,
    ...(store.ratingCount ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: store.avgRating, reviewCount: store.ratingCount, bestRating: 5, worstRating: 1 } } : {}),
    ...(store.schedules?.length
      ? {
          openingHoursSpecification: store.schedules.map((s) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${days[s.day]}`,
            opens: s.opens.slice(0, 5),
            closes: s.closes.slice(0, 5),
          })),
        }
      : {}),
  };
}

export function productLd(p: Product, o: { url: string; price: number; currency: string; inStock: boolean; storeName: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    ...(p.image ? { image: p.image } : {}),
    ...(p.description ? { description: p.description } : {}),
    sku: String(p.id),
    brand: { '@type': 'Brand', name: p.storeName },
    offers: {
      '@type': 'Offer',
      url: o.url,
      price: o.price.toFixed(2),
      priceCurrency: o.currency,
      availability: o.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: o.storeName },
    },
    ...(p.ratingCount ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.avgRating, reviewCount: p.ratingCount, bestRating: 5, worstRating: 1 } } : {}),
  };
}

/** Safe to embed inside <script type="application/ld+json">. */
export function serializeLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** ISO 4217 code for the configured symbol. */
export function currencyCode(symbol: string): string {
  return /^(rs|npr|रु)/i.test(symbol.trim()) ? 'NPR' : symbol.trim().toUpperCase().slice(0, 3);
}
