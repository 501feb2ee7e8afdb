/** An address on the wire (customer/address/*). */
import type { Address } from '../../services/addresses';

export function addressWire({ row: a, zoneIds }: Address) {
  return {
    id: a.id,
    user_id: a.userId,
    address_type: a.addressType,
    address_label: a.addressLabel,
    contact_person_name: a.contactPersonName,
    contact_person_number: a.contactPersonNumber,
    contact_person_email: a.contactPersonEmail,
    address: a.address,
    latitude: String(a.latitude),
    longitude: String(a.longitude),
    zone_id: a.zoneId,
    zone_ids: zoneIds,
    road: a.road,
    house: a.house,
    floor: a.floor,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
