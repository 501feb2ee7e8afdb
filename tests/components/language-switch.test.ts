import { beforeEach, describe, expect, it, vi } from 'vitest';
import './dialog-setup';
import { bindLanguageLinks } from '../../src/scripts/language-switch';
import { country, language, settings } from '../../src/stores/language';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = `
    <nav><a href="/ne/about-us" data-language="ne" data-country="NP" data-dir="ltr">नेपाली</a></nav>
    <dialog data-language-dialog><template data-language-changed="en">Language has been changed</template><template data-language-changed="ne">&#2349;&#2366;&#2359;&#2366; परिवर्तन गरियो</template><button data-language-no>No</button><button data-language-yes>Yes</button></dialog>`;
});

describe('the language change', () => {
  it('asks first; No changes nothing; Yes stores the language, its country and direction, and says so on the next page', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    bindLanguageLinks(document);
    const link = document.querySelector('a')!;
    link.click();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    document.querySelector<HTMLButtonElement>('[data-language-no]')!.click();
    expect(dialog.open).toBe(false);
    expect(language.get()).toBe('en');
    link.click();
    document.querySelector<HTMLButtonElement>('[data-language-yes]')!.click();
    expect(language.get()).toBe('ne');
    expect(country.get()).toBe('NP');
    expect(settings.get()).toEqual({ direction: 'ltr' });
    expect(sessionStorage.getItem('flash-toast')).toContain('भाषा परिवर्तन गरियो');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/ne\/about-us$/));
    vi.unstubAllGlobals();
  });
});
