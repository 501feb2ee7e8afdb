/**
 * Carousels over rows the server rendered (usable without JavaScript), with swiper:
 * - `data-banner-carousel`: the banner and promotion carousels, 3 / 2 / 1 slides at >=1024 / >=600 /
 *   <600 px, a current/total counter, autoplay paused on hover;
 * - `data-row-carousel`: a scrollable <ul> (the food campaign row) that becomes an autoplaying row.
 * Both keep still for shoppers who ask for reduced motion. swiper's stylesheet comes with the page
 * (imported by the component that renders the row), so nothing moves when the code arrives. Swiper's code loads only on pages that
 * have a carousel, and only once it is needed (issue 48.3: it was the home's largest script task on a
 * slow phone): when the shopper reaches for the carousel (pointer, touch, focus, wheel), or, once it
 * has come near the screen, when its first slide is due to move (its autoplay delay), which it then
 * does at once. Until then the server's row is the carousel, scrollable by hand.
 */
const stillPlease = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

async function banner(root: HTMLElement, due: boolean) {
  const { Swiper, Autoplay } = await import('./swiper-autoplay');
  const counter = root.parentElement?.querySelector('[data-counter]');
  const total = root.querySelectorAll('.swiper-slide').length;
  const delay = Number(root.dataset.autoplay);
  const swiper = new Swiper(root, {
    modules: [Autoplay],
    slidesPerView: 1,
    spaceBetween: 12,
    speed: Number(root.dataset.speed),
    loop: total > 3,
    autoplay: stillPlease() ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
    breakpoints: { 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
    on: { slideChange: (s: { realIndex: number }) => counter && (counter.textContent = `${s.realIndex + 1} / ${total}`) },
  });
  // woken by its first slide's time: that slide moves now, as it would have with swiper there from the start
  if (due && !stillPlease()) swiper.slideNext();
}

async function row(container: HTMLElement, due: boolean) {
  const list = container.querySelector('ul');
  if (!list || list.children.length < 2) return;
  const { Swiper, Autoplay } = await import('./swiper-autoplay');
  container.classList.add('swiper');
  list.className = 'swiper-wrapper pb-2';
  for (const li of Array.from(list.children)) li.classList.add('swiper-slide', '!w-44', 'sm:!w-52');
  const delay = Number(container.dataset.rowCarousel);
  const swiper = new Swiper(container, {
    modules: [Autoplay],
    slidesPerView: 'auto',
    spaceBetween: 12,
    speed: Number(container.dataset.speed),
    autoplay: stillPlease() ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
  });
  if (due && !stillPlease()) swiper.slideNext();
}

const REACH = ['pointerdown', 'pointerenter', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * Swiper for `el` when it is needed: at once when the shopper reaches for it; when its first slide is
 * due otherwise (never, for a shopper who asks for reduced motion: nothing moves by itself then).
 */
function whenNeeded(el: HTMLElement) {
  let done = false;
  const start = (due: boolean) => {
    if (done) return;
    done = true;
    for (const type of REACH) el.removeEventListener(type, reached);
    clearTimeout(timer);
    void (el.hasAttribute('data-banner-carousel') ? banner(el, due) : row(el, due)).catch((error) => console.error('carousel failed', error));
  };
  const reached = () => start(false);
  for (const type of REACH) el.addEventListener(type, reached, { passive: true, once: true });
  const delay = Number(el.dataset.autoplay ?? el.dataset.rowCarousel);
  const timer = stillPlease() || !(delay > 0) ? undefined : setTimeout(() => start(true), delay);
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
        whenNeeded(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  document.querySelectorAll('[data-banner-carousel],[data-row-carousel]').forEach((el) => observer.observe(el));
}
