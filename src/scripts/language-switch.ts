/**
 * The language change (spec section 4), one flow wherever a language link is (`a[data-language]`:
 * the header, the mobile drawer, the settings page): ask 'Are you sure to change the language?',
 * store the language, its country and its text direction, say 'Language has been changed' on the
 * next page in the language chosen, and load the page in that language. Without JavaScript the links simply go there.
 */
import { country, language, settings } from '../stores/language';
import { flashToast } from '../stores/toast';

export function bindLanguageLinks(root: Document | HTMLElement = document) {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-language-dialog]');
  if (!dialog) return;
  let target: HTMLAnchorElement | null = null;
  root.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language]');
    if (!link) return;
    e.preventDefault();
    target = link;
    dialog.showModal();
  });
  dialog.querySelector('[data-language-no]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-language-yes]')?.addEventListener('click', () => {
    if (!target) return;
    const { language: code, country: place, dir } = target.dataset;
    language.set(code === 'ne' ? 'ne' : 'en');
    if (place) country.set(place);
    settings.set({ direction: dir === 'rtl' ? 'rtl' : 'ltr' });
    const said = dialog.querySelector<HTMLTemplateElement>(`template[data-language-changed="${code === 'ne' ? 'ne' : 'en'}"]`)?.content.textContent;
    if (said) flashToast(said, 'success');
    dialog.close();
    window.location.assign(target.href);
  });
}
