/**
 * Carousels over rows the server rendered (usable without JavaScript), with swiper:
 * - `data-banner-carousel`: the banner and promotion carousels, 3 / 2 / 1 slides at >=1024 / >=600 /
 *   <600 px, a current/total counter, autoplay paused on hover;
 * - `data-row-carousel`: a scrollable <ul> (the food campaign row) that becomes an autoplaying row.
 * Both keep still for shoppers who ask for reduced motion. swiper's stylesheet comes with the page
 * (imported by the component that renders the row), so nothing moves when the code arrives. Swiper's code loads only on pages that
 * have a carousel, once it comes near the screen.
 */
const stillPlease = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

async function banner(root: HTMLElement) {
  const { Swiper, Autoplay } = await import('./swiper-autoplay');
  const counter = root.parentElement?.querySelector('[data-counter]');
  const total = root.querySelectorAll('.swiper-slide').length;
  const delay = Number(root.dataset.autoplay);
  new Swiper(root, {
    modules: [Autoplay],
    slidesPerView: 1,
    spaceBetween: 12,
    speed: Number(root.dataset.speed),
    loop: total > 3,
    autoplay: stillPlease() ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
    breakpoints: { 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
    on: { slideChange: (s: { realIndex: number }) => counter && (counter.textContent = `${s.realIndex + 1} / ${total}`) },
  });
}

async function row(container: HTMLElement) {
  const list = container.querySelector('ul');
  if (!list || list.children.length < 2) return;
  const { Swiper, Autoplay } = await import('./swiper-autoplay');
  container.classList.add('swiper');
  list.className = 'swiper-wrapper pb-2';
  for (const li of Array.from(list.children)) li.classList.add('swiper-slide', '!w-44', 'sm:!w-52');
  const delay = Number(container.dataset.rowCarousel);
  new Swiper(container, {
    modules: [Autoplay],
    slidesPerView: 'auto',
    spaceBetween: 12,
    speed: Number(container.dataset.speed),
    autoplay: stillPlease() ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
  });
}

let started = false;

/** Watch every carousel of the page; more than one component calls it, the first call does the work. */
export function startCarousels() {
  if (started) return;
  started = true;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const el = entry.target as HTMLElement;
        void (el.hasAttribute('data-banner-carousel') ? banner(el) : row(el)).catch((error) => console.error('carousel failed', error));
      }
    },
    { rootMargin: '200px' },
  );
  document.querySelectorAll('[data-banner-carousel],[data-row-carousel]').forEach((el) => observer.observe(el));
}
