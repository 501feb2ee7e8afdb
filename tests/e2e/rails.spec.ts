/**
 * Rails and card grids draw a card only near the screen (issue 48.3: `rail-skip`, content-visibility;
 * in a rail, only once the rail is on screen), and drawn or not a card is its kind's most height
 * (`--rail-h`). These tests
 * prove both halves: a card off screen is not drawn at load, no card's content is taller than that
 * height, and so scrolling down the page and swiping every rail to its end shifts nothing.
 */
import { expect, test, type Page } from './test';

/** the module homes (rails, and grids of new arrivals and common conditions) and a category (a grid) */
const PAGES = ['/home?module_id=1', '/home?module_id=2', '/category/1?module_id=1'];

/** Each card's held height (`--rail-h`) and the height of its own content once drawn, in every rail of the page. */
function cardHeights(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rail-skip > li')].map((li) => {
      const rail = li.closest('section')?.id ?? li.parentElement!.getAttribute('aria-label') ?? '?';
      const kind = li.classList[0] ?? 'grid';
      const held = li.getBoundingClientRect().height;
      // drawn, at the height of its own content (not stretched to the rail's, nor to its least height)
      li.style.contentVisibility = 'visible';
      li.style.alignSelf = 'start';
      li.style.minHeight = '0';
      const card = li.firstElementChild as HTMLElement;
      card.style.height = 'auto';
      const content = li.getBoundingClientRect().height;
      li.style.contentVisibility = li.style.alignSelf = li.style.minHeight = card.style.height = '';
      return {
        rail,
        kind,
        held: Math.round(held * 10) / 10,
        content: Math.round(content * 10) / 10,
      };
    }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test.describe(`rails at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every card's content fits the height it holds, and a card with the most content fills it", async ({ page }) => {
      const kinds = new Set<string>();
      for (const home of PAGES) {
        await page.goto(home);
        const cards = await cardHeights(page);
        expect(cards.length, `${home} has cards that skip`).toBeGreaterThanOrEqual(10);
        const over = cards.filter((c) => c.content > c.held + 0.5);
        expect(over, `${home}: cards taller than the height they held`).toEqual([]);
        for (const c of cards) kinds.add(c.kind);
        // one card of each kind given the most a card can show: a long name, a row of tags, a price and
        // a was-price; a held height that such a card does not fill is an empty band in every card
        const stuffed = await page.evaluate(
          (names) => {
            const out: Record<string, { held: number; content: number }> = {};
            for (const kind of names) {
              const li = document.querySelector<HTMLElement>(kind === 'grid' ? '.card-grid > li' : `.rail-skip > li.${kind}`);
              if (!li) continue;
              li.style.contentVisibility = 'visible';
              const card = li.firstElementChild as HTMLElement;
              card.querySelector('.pc-link')!.textContent = 'A very long product name that takes more than two lines on any card';
              let meta = card.querySelector('.pc-meta');
              if (!meta) card.querySelector('.pc-sub')!.after((meta = document.createElement('div')));
              meta.className = 'pc-meta';
              meta.innerHTML =
                '<span class="tag-g">Veg</span><span class="tag-g">Organic</span><span class="tag-o">Halal</span><span class="stars"><span class="star-i"></span>4.5<small>(1234)</small></span>';
              card.querySelector('.price')!.innerHTML = '<b>Rs 123,456.00</b><del class="pc-was">Rs 234,567.00</del>';
              const held = li.getBoundingClientRect().height;
              li.style.alignSelf = 'start';
              li.style.minHeight = '0';
              card.style.height = 'auto';
              out[kind] = {
                held: Math.round(held * 10) / 10,
                content: Math.round(li.getBoundingClientRect().height * 10) / 10,
              };
            }
            return out;
          },
          [...kinds],
        );
        for (const [kind, { held, content }] of Object.entries(stuffed)) expect(content, `${home}: the fullest ${kind} card`).toBeCloseTo(held, 0);
      }
    });
  });
}

test.describe('rails and grids on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('a card off screen is not drawn at load, and is once its rail comes into view', async ({ page }) => {
    await page.goto('/home?module_id=1');
    const last = page.locator('#popular-items .rail-skip > li').last();
    const drawn = () =>
      last.evaluate((li) =>
        (li.firstElementChild as HTMLElement).checkVisibility({
          contentVisibilityAuto: true,
        }),
      );
    expect(await drawn()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });

  test("a grid's card far below the screen is not drawn at load, and is once scrolled to", async ({ page }) => {
    await page.goto('/category/1?module_id=1');
    const last = page.locator('.card-grid > li').last();
    const drawn = () => last.evaluate((li) => (li.firstElementChild as HTMLElement).checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });

  test('scrolling each page and swiping every rail to its end shifts nothing', async ({ page }) => {
    for (const home of PAGES) {
      await page.goto(home);
      await page.evaluate(() => {
        (window as unknown as { shifts: string[] }).shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node }[];
          })[]) {
            const node = e.sources?.[0]?.node;
            (window as unknown as { shifts: string[] }).shifts.push(`${e.value.toFixed(4)} ${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const rails = page.locator('ul.rail-skip');
      const count = await rails.count();
      expect(count, `${home}: rails and grids`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const rail = rails.nth(i);
        await rail.scrollIntoViewIfNeeded();
        // swipe the rail to its end a screen at a time, each step drawn before the next
        await rail.evaluate(async (ul) => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          await frame();
          while (ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 1) {
            const before = ul.scrollLeft;
            ul.scrollBy({ left: ul.clientWidth, behavior: 'instant' });
            await frame();
            if (ul.scrollLeft === before) break;
          }
        });
      }
      // and the whole page, a screen at a time (a grid's rows, the sections below)
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        window.scrollTo(0, 0);
        await frame();
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
          const before = window.scrollY;
          window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
          await frame();
          if (window.scrollY === before) break;
        }
      });
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), `${home}: layout shifts`).toEqual([]);
    }
  });
});
