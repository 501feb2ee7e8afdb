/** The brands' order (spec section 4: the brand strip and /all-brands toggle A to Z and Z to A), by name in the page's language. */
export type BrandOrder = 'a_to_z' | 'z_to_a';

export const brandOrder = (value: string | null): BrandOrder => (value === 'z_to_a' ? 'z_to_a' : 'a_to_z');

export function sortBrands<T extends { name: string }>(brands: readonly T[], order: BrandOrder, locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...brands].sort((a, b) => (order === 'a_to_z' ? collator.compare(a.name, b.name) : collator.compare(b.name, a.name)));
}
