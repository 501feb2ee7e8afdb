/**
 * Language switch (spec section 4): asks 'Are you sure to change the language?', stores the choice,
 * says 'Language has been changed' and loads the page in the other language. Plain links without JS.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { language } from '../../stores/language';
import { flashToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import { useIslandReady } from '../shared/ready';

export interface LanguageOption {
  code: 'en' | 'ne';
  label: string;
  href: string;
}

export interface LanguageSwitchProps {
  current: 'en' | 'ne';
  options: LanguageOption[];
  labels: { heading: string; confirm: string; refresh: string; changed: string; yes: string; no: string };
}

export default function LanguageSwitch({ current, options, labels }: LanguageSwitchProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<LanguageOption | null>(null);

  function ask(event: MouseEvent<HTMLAnchorElement>, option: LanguageOption) {
    if (option.code === current) return;
    event.preventDefault();
    setTarget(option);
    dialog.current?.showModal();
  }
  function confirm() {
    if (!target) return;
    language.set(target.code);
    document.cookie = `language-setting=${target.code}; path=/; max-age=31536000; samesite=lax`;
    flashToast(labels.changed, 'success');
    dialog.current?.close();
    window.location.assign(target.href);
  }
  const ready = useIslandReady<HTMLUListElement>();
  return (
    <>
      <ul ref={ready} className="flex gap-2" aria-label={labels.heading}>
        {options.map((o) => (
          <li key={o.code}>
            <a href={o.href} lang={o.code} hrefLang={o.code} aria-current={o.code === current ? 'true' : undefined} className={o.code === current ? 'font-bold underline' : 'link'} onClick={(e) => ask(e, o)}>
              {o.label}
            </a>
          </li>
        ))}
      </ul>
      <ConfirmDialog dialogRef={dialog} question={labels.confirm} detail={labels.refresh} yes={labels.yes} no={labels.no} onConfirm={confirm} />
    </>
  );
}
