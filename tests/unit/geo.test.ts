import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMeters, isPointInRing, isValidLatLng, readZoneIds, ringArea } from '../../src/lib/geo';
import { zoneDefs } from '../../src/server/db/seed/places';

const zone = (name: string) => zoneDefs.find((z) => z.name === name)!.ring;

describe('zone point-in-polygon', () => {
  it.each([
    ['Thamel', 27.7153, 85.3123, 'Kathmandu'],
    ['Boudhanath', 27.7215, 85.362, 'Kathmandu'],
    ['Patan Durbar Square', 27.6727, 85.3253, 'Lalitpur'],
    ['Satdobato', 27.657, 85.325, 'Lalitpur'],
    ['Bhaktapur Durbar Square', 27.6722, 85.4279, 'Bhaktapur'],
  ])('%s lies in %s only', (_name, lat, lng, expected) => {
    const inside = zoneDefs.filter((z) => isPointInRing(lat, lng, z.ring)).map((z) => z.name);
    expect(inside).toEqual([expected]);
  });
  it('Pokhara and the sea lie in no zone', () => {
    expect(zoneDefs.some((z) => isPointInRing(28.2096, 83.9856, z.ring))).toBe(false);
    expect(zoneDefs.some((z) => isPointInRing(0, 0, z.ring))).toBe(false);
  });
  it('closes open rings itself', () => {
    const square: Array<[number, number]> = [[0, 0], [1, 0], [1, 1], [0, 1]];
    expect(isPointInRing(0.5, 0.5, square)).toBe(true);
    expect(isPointInRing(1.5, 0.5, square)).toBe(false);
  });
  it('areas and bounding boxes are plausible for a city', () => {
    const area = ringArea(zone('Kathmandu'));
    expect(area).toBeGreaterThan(30e6);
    expect(area).toBeLessThan(200e6);
    expect(boundingBox(zone('Bhaktapur'))).toEqual({ minLat: 27.655, maxLat: 27.715, minLng: 85.378, maxLng: 85.455 });
  });
});

describe('distance', () => {
  it('Thamel to Patan Durbar Square is about 5 km', () => {
    const d = distanceMeters(27.7153, 85.3123, 27.6727, 85.3253);
    expect(d).toBeGreaterThan(4700);
    expect(d).toBeLessThan(5000);
  });
  it('is zero to itself and symmetric', () => {
    expect(distanceMeters(27.7, 85.3, 27.7, 85.3)).toBe(0);
    expect(distanceMeters(27.7, 85.3, 27.6, 85.4)).toBeCloseTo(distanceMeters(27.6, 85.4, 27.7, 85.3), 6);
  });
  it('validates coordinates', () => {
    expect(isValidLatLng(27.7, 85.3)).toBe(true);
    expect(isValidLatLng(91, 0)).toBe(false);
    expect(isValidLatLng(0, -181)).toBe(false);
    expect(isValidLatLng(Number.NaN, 0)).toBe(false);
  });
});

describe('readZoneIds', () => {
  it('reads JSON arrays, bare ids and comma lists, once each; refuses anything else', () => {
    expect(readZoneIds('[1,2,2]')).toEqual([1, 2]);
    expect(readZoneIds('3')).toEqual([3]);
    expect(readZoneIds(' 4, 5 ')).toEqual([4, 5]);
    expect(readZoneIds('')).toEqual([]);
    expect(readZoneIds(undefined)).toEqual([]);
    expect(readZoneIds('[0]')).toBeNull();
    expect(readZoneIds('["a"]')).toBeNull();
    expect(readZoneIds('[]')).toBeNull();
  });
});
