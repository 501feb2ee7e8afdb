/** The Kathmandu valley: zone polygons ([lng, lat]) and a gazetteer of real places for the offline geocoder. */
import type { LngLat } from '../../../lib/geo';

export const zoneDefs: Array<{ name: string; ring: LngLat[] }> = [
  {
    name: 'Kathmandu',
    ring: [
      [85.262, 27.71], [85.27, 27.69], [85.285, 27.692], [85.3, 27.69], [85.315, 27.687], [85.33, 27.684],
      [85.345, 27.68], [85.365, 27.685], [85.375, 27.71], [85.37, 27.74], [85.35, 27.76], [85.32, 27.765],
      [85.29, 27.755], [85.27, 27.735],
    ],
  },
  {
    name: 'Lalitpur',
    ring: [
      [85.27, 27.69], [85.265, 27.665], [85.28, 27.64], [85.3, 27.62], [85.33, 27.62], [85.35, 27.64],
      [85.36, 27.665], [85.345, 27.68], [85.33, 27.684], [85.315, 27.687], [85.3, 27.69], [85.285, 27.692],
    ],
  },
  {
    name: 'Bhaktapur',
    ring: [
      [85.378, 27.67], [85.385, 27.7], [85.4, 27.715], [85.43, 27.715], [85.455, 27.7], [85.455, 27.67],
      [85.43, 27.655], [85.4, 27.655],
    ],
  },
];

/** Default location: Kathmandu (Thamel / Narayanhiti). */
export const defaultLocation = { lat: 27.7172, lng: 85.324 };

export const gazetteer: Array<[name: string, kind: string, lat: number, lng: number]> = [
  ['Thamel', 'neighbourhood', 27.7153, 85.3123],
  ['Kathmandu Durbar Square', 'landmark', 27.7044, 85.307],
  ['Boudhanath Stupa', 'landmark', 27.7215, 85.362],
  ['Swayambhunath', 'landmark', 27.7149, 85.2904],
  ['Pashupatinath Temple', 'landmark', 27.7105, 85.3487],
  ['New Road', 'neighbourhood', 27.703, 85.311],
  ['Asan', 'neighbourhood', 27.7075, 85.3112],
  ['Naxal', 'neighbourhood', 27.7135, 85.327],
  ['Durbar Marg', 'street', 27.7115, 85.3185],
  ['Baneshwor', 'neighbourhood', 27.6915, 85.342],
  ['Maharajgunj', 'neighbourhood', 27.7369, 85.33],
  ['Baluwatar', 'neighbourhood', 27.729, 85.331],
  ['Lazimpat', 'neighbourhood', 27.7225, 85.32],
  ['Kalanki', 'neighbourhood', 27.6933, 85.2815],
  ['Chabahil', 'neighbourhood', 27.7173, 85.3466],
  ['Kalimati', 'neighbourhood', 27.699, 85.299],
  ['Tripureshwor', 'neighbourhood', 27.694, 85.314],
  ['Sinamangal', 'neighbourhood', 27.697, 85.354],
  ['Tribhuvan International Airport', 'landmark', 27.6966, 85.3591],
  ['Gongabu Bus Park', 'landmark', 27.735, 85.314],
  ['Balaju', 'neighbourhood', 27.727, 85.304],
  ['Maitighar Mandala', 'landmark', 27.6947, 85.3206],
  ['Putalisadak', 'neighbourhood', 27.7035, 85.3225],
  ['Kamaladi', 'neighbourhood', 27.7085, 85.3215],
  ['Patan Durbar Square', 'landmark', 27.6727, 85.3253],
  ['Jawalakhel', 'neighbourhood', 27.6727, 85.3131],
  ['Pulchowk', 'neighbourhood', 27.6789, 85.3168],
  ['Kupondole', 'neighbourhood', 27.684, 85.3156],
  ['Satdobato', 'neighbourhood', 27.657, 85.325],
  ['Lagankhel', 'neighbourhood', 27.667, 85.322],
  ['Ekantakuna', 'neighbourhood', 27.666, 85.309],
  ['Jhamsikhel', 'neighbourhood', 27.678, 85.307],
  ['Sanepa', 'neighbourhood', 27.684, 85.306],
  ['Kirtipur', 'town', 27.678, 85.278],
  ['Chobhar', 'neighbourhood', 27.66, 85.29],
  ['Dhapakhel', 'neighbourhood', 27.635, 85.33],
  ['Gwarko', 'neighbourhood', 27.6665, 85.3325],
  ['Imadol', 'neighbourhood', 27.662, 85.342],
  ['Bhaktapur Durbar Square', 'landmark', 27.6722, 85.4279],
  ['Pottery Square', 'landmark', 27.6705, 85.4275],
  ['Nyatapola Temple', 'landmark', 27.6716, 85.4293],
  ['Suryabinayak', 'neighbourhood', 27.662, 85.43],
  ['Madhyapur Thimi', 'town', 27.68, 85.387],
  ['Kamalbinayak', 'neighbourhood', 27.677, 85.438],
  ['Sallaghari', 'neighbourhood', 27.674, 85.41],
  ['Changu Narayan Road', 'street', 27.7, 85.42],
  ['Jagati', 'neighbourhood', 27.668, 85.445],
];
