/** Cart lines in the wire shape (reference 4.8): each with its item as the popup needs it, chosen options marked. */
import { isFoodSelection, type FoodSelection } from '../../../lib/pricing';
import type { CartLine, ItemModel } from '../../services/cart';
import { productWire } from './product';

const WIRE_TYPE: Record<ItemModel, string> = { Item: 'App\\Models\\Item', ItemCampaign: 'App\\Models\\ItemCampaign' };

export function cartLineWire(l: CartLine) {
  const chosen: FoodSelection = isFoodSelection(l.variation) ? l.variation : [];
  const product = l.product;
  const item = product ? productWire(product) : null;
  return {
    id: l.id,
    user_id: l.userId,
    module_id: l.moduleId,
    item_id: l.itemId,
    is_guest: l.isGuest,
    add_on_ids: l.addOnIds,
    add_on_qtys: l.addOnQtys,
    item_type: WIRE_TYPE[l.model] ?? l.model,
    model: l.model,
    price: l.price,
    quantity: l.quantity,
    variation: l.variation,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
    /** false when the item has left the catalogue: the line stays until the shopper removes it */
    available: Boolean(product),
    item:
      product && item
        ? {
            ...item,
            addons: item.add_ons.map((a) => {
              const at = l.addOnIds.indexOf(a.id);
              return { ...a, isChecked: at >= 0, quantity: at >= 0 ? l.addOnQtys[at] : 0 };
            }),
            food_variations: product.foodVariations.length
              ? product.foodVariations.map((g) => ({
                  ...g,
                  values: g.values.map((v) => ({ ...v, isSelected: Boolean(chosen.find((c) => c.name === g.name)?.values.label.includes(v.label)) })),
                }))
              : ('' as const),
          }
        : null,
  };
}
