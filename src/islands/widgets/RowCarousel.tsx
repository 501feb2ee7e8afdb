/**
 * Autoplay for a row the server already rendered (a scrollable <ul>, usable without JavaScript):
 * it becomes a swiper with the spec's timing, pausing on hover, and keeps still for shoppers who
 * ask for reduced motion. It renders nothing itself, so hydrate it `client:idle` (an empty island
 * is never "visible").
 */
import { useEffect } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';

export const CAMPAIGN_AUTOPLAY_MS = 4000;

export default function RowCarousel({ rowId, autoplayMs, speedMs = 600 }: { rowId: string; autoplayMs: number; speedMs?: number }) {
  useEffect(() => {
    const list = document.getElementById(rowId);
    const container = list?.parentElement;
    if (!list || !container || list.children.length < 2) return;
    const before = { list: list.className, container: container.className };
    container.classList.add('swiper');
    container.dataset.autoplay = String(autoplayMs);
    list.className = 'swiper-wrapper pb-2';
    for (const li of Array.from(list.children)) li.classList.add('swiper-slide', '!w-44', 'sm:!w-52');
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const instance = new Swiper(container, {
      modules: [Autoplay],
      slidesPerView: 'auto',
      spaceBetween: 12,
      speed: speedMs,
      autoplay: still ? false : { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
    });
    return () => {
      instance.destroy();
      list.className = before.list;
      container.className = before.container;
      delete container.dataset.autoplay;
    };
  }, [rowId, autoplayMs, speedMs]);
  return null;
}
