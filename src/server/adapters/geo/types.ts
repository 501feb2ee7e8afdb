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
type LatLng = { lat: number; lng: number };
/** A way on the map: the road a driver takes, or the straight line when no road router is configured. */
export interface RoutePath {
  source: 'road' | 'straight';
  /** [lat, lng] pairs from start to end */
  points: Array<[number, number]>;
}
/** Travel along roads: the distance and time, and the way itself. */
export interface Router {
  distance(from: LatLng, to: LatLng, mode: TravelMode): Promise<TravelDistance>;
  route(from: LatLng, to: LatLng): Promise<RoutePath>;
}

export interface GeoProvider {
  readonly name: string;
  autocomplete(text: string, near?: { lat: number; lng: number }): Promise<PlacePrediction[]>;
  details(placeId: string): Promise<PlaceDetails | null>;
  reverse(lat: number, lng: number): Promise<PlaceDetails | null>;
  distance(from: LatLng, to: LatLng, mode: TravelMode): Promise<TravelDistance>;
  route(from: LatLng, to: LatLng): Promise<RoutePath>;
}
