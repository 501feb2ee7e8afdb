/** axe on what a shopper sees once it has settled: a dialog fading in is measured at its end, not half-transparent. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * waits until no finite, time-driven CSS animation or transition is running on the page (a spinner
 * runs forever, and daisyUI's scroll-driven animations follow the scroll, not the clock: both are left alone)
 */
export async function settled(page: Page) {
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty} on ${(a.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 80)}`),
    );
  await expect.poll(running).toEqual([]);
}

/** the accessibility violations of the page (or of what `include` selects), once it has settled */
export async function axeViolations(page: Page, include?: string) {
  await settled(page);
  const builder = new AxeBuilder({ page });
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}
