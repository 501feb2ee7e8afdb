/** Carousel timings of spec sections 2 and 9. */
export const BANNER_AUTOPLAY_MS = 4500;
export const BANNER_SPEED_MS = 2000;
export const PROMOTION_AUTOPLAY_MS = 3000;
export const PROMOTION_SPEED_MS = 2000;
export const CAMPAIGN_AUTOPLAY_MS = 4000;
export const ROW_SPEED_MS = 600;
