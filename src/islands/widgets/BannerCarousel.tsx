/**
 * Home banner carousel (spec sections 2 and 9): 3 / 2 / 1 slides at >=1024 / >=600 / <600 px,
 * a current/total counter, autoplay every 4.5 s at speed 2000 ms, paused on hover.
 * The slides render on the server; swiper only starts after hydration.
 */
import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';

export interface BannerSlide {
  id: string;
  title: string;
  image: string | null;
  href: string;
}

export interface BannerCarouselProps {
  slides: BannerSlide[];
  label: string;
  counterLabel: (current: number, total: number) => string;
  autoplayMs?: number;
  speedMs?: number;
}

export const BANNER_AUTOPLAY_MS = 4500;
export const BANNER_SPEED_MS = 2000;
export const PROMOTION_AUTOPLAY_MS = 3000;
export const PROMOTION_SPEED_MS = 2000;

export default function BannerCarousel({ slides, label, autoplayMs = BANNER_AUTOPLAY_MS, speedMs = BANNER_SPEED_MS }: Omit<BannerCarouselProps, 'counterLabel'>) {
  const root = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    if (!root.current) return;
    const instance = new Swiper(root.current, {
      modules: [Autoplay],
      slidesPerView: 1,
      spaceBetween: 12,
      speed: speedMs,
      loop: slides.length > 3,
      autoplay: { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
      breakpoints: { 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
      on: { slideChange: (s: { realIndex: number }) => setCurrent(s.realIndex + 1) },
    });
    return () => {
      instance.destroy();
    };
  }, [slides.length, autoplayMs, speedMs]);
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={root} className="swiper" data-autoplay={autoplayMs} data-speed={speedMs}>
        <ul className="swiper-wrapper">
          {slides.map((s, i) => (
            <li key={s.id} className="swiper-slide" aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`}>
              <a href={s.href} className="block overflow-hidden rounded-box bg-base-200">
                <img src={s.image ?? '/placeholder.svg'} alt={s.title} width={400} height={200} className="h-40 w-full object-contain p-4" loading={i < 3 ? 'eager' : 'lazy'} />
                <span className="block px-4 pb-3 font-semibold">{s.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="badge badge-neutral absolute bottom-2 end-2 z-10" aria-live="off">
        {current} / {slides.length}
      </p>
    </div>
  );
}
