/** The location adapter: place search, place details, reverse geocoding and travel distance. */
export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}
export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}
export interface TravelDistance {
  meters: number;
  seconds: number;
}
export type TravelMode = 'driving' | 'walking';

export interface GeoProvider {
  readonly name: string;
  autocomplete(text: string, near?: { lat: number; lng: number }): Promise<PlacePrediction[]>;
  details(placeId: string): Promise<PlaceDetails | null>;
  reverse(lat: number, lng: number): Promise<PlaceDetails | null>;
  distance(from: { lat: number; lng: number }, to: { lat: number; lng: number }, mode: TravelMode): Promise<TravelDistance>;
}
