/** The language switch's confirmation (src/components/widgets/LanguageSwitch.astro): ask, store the choice, say so on the next page. */
import { language } from '../stores/language';
import { flashToast } from '../stores/toast';

export function bindLanguageSwitch(root: HTMLElement) {
  const dialog = root.querySelector('dialog');
  if (!dialog) return;
  let target: HTMLAnchorElement | null = null;
  root.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language]');
    if (!link) return;
    e.preventDefault();
    target = link;
    dialog.showModal();
  });
  root.querySelector('[data-language-no]')?.addEventListener('click', () => dialog.close());
  root.querySelector('[data-language-yes]')?.addEventListener('click', () => {
    if (!target) return;
    const code = target.dataset.language as 'en' | 'ne';
    language.set(code);
    flashToast(root.dataset.changed ?? '', 'success');
    dialog.close();
    window.location.assign(target.href);
  });
}
