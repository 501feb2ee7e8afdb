/**
 * The module chooser (spec section 2): opens on /home until the shopper has chosen a module.
 * Skeletons while the modules of the stored zones load; none: 'No module found'; exactly one: chosen
 * at once; otherwise a grid, three per row, the previous choice highlighted. Choosing stores the
 * module (and its cookie), says 'A Module has been selected.' and goes to that module's /home, or
 * first to /interest for a signed-in customer never asked about that module.
 */
import { useEffect, useRef, useState } from 'react';
import { account as accountEndpoints } from '../../lib/api/browser/account';
import { geo as geoEndpoints } from '../../lib/api/browser/geo';
import type { ModuleChoice } from '../../lib/api/endpoints/location';
import { interestAfterModule } from '../../lib/interest';
import { token } from '../../stores/auth';
import { chosenModuleId, rememberModule, selectedModule, type SelectedModule } from '../../stores/module';
import { flashToast } from '../../stores/toast';

/** the endpoint sets this island uses, each its own module */
const api = { account: accountEndpoints, geo: geoEndpoints };

export interface ModuleChooserLabels {
  title: string;
  loading: string;
  none: string;
  contactOwner: string;
  selected: string;
  required: string;
  close: string;
}

export default function ModuleChooser({ labels, homeHref, interestHref, open: openAtStart }: { labels: ModuleChooserLabels; homeHref: string; interestHref: string; open: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [modules, setModules] = useState<ModuleChoice[] | null>(null);
  const [warned, setWarned] = useState(false);
  const previous = chosenModuleId(selectedModule.get());

  async function choose(m: ModuleChoice) {
    const chosen = { id: m.id, module_type: m.type };
    rememberModule(chosen as SelectedModule);
    flashToast(labels.selected, 'success');
    // a signed-in customer never asked about this module picks interests first
    const asked = token.get() && m.type !== 'parcel' ? await api.account.profile(true).catch(() => null) : null;
    const next = asked ? interestAfterModule(interestHref, chosen, asked.interestModules) : null;
    window.location.assign(next ?? `${homeHref}?module_id=${m.id}`);
  }

  useEffect(() => {
    if (!openAtStart) return;
    dialog.current?.showModal();
    // the zone header comes from the stored zones: only their modules are offered
    api.geo
      .modules()
      .then((list) => {
        setModules(list);
        if (list.length === 1) void choose(list[0]);
      })
      .catch(() => setModules([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openAtStart]);

  if (!openAtStart) return null;
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="module-chooser-title"
      onCancel={(e) => {
        // a module is needed to go on: stay open and say so
        if (modules?.length) {
          e.preventDefault();
          setWarned(true);
        }
      }}
    >
      <div className="modal-box max-w-xl">
        <h2 id="module-chooser-title" className="text-xl font-bold">
          {labels.title}
        </h2>
        {warned && (
          <p role="alert" className="mt-2 text-sm text-error">
            {labels.required}
          </p>
        )}
        {modules === null ? (
          <ul className="mt-4 grid grid-cols-3 gap-3" role="status" aria-label={labels.loading}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i} className="skeleton h-24" aria-hidden="true" />
            ))}
          </ul>
        ) : modules.length === 0 ? (
          <div className="mt-4 text-center">
            <p className="font-semibold">{labels.none}</p>
            <p className="text-sm">{labels.contactOwner}</p>
            <div className="modal-action justify-center">
              <button type="button" className="btn" onClick={() => dialog.current?.close()}>
                {labels.close}
              </button>
            </div>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-3 gap-3">
            {modules.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`card card-border h-full w-full items-center gap-2 p-3 ${m.id === previous ? 'border-primary bg-primary/10' : ''}`}
                  aria-current={m.id === previous ? 'true' : undefined}
                  onClick={() => choose(m)}
                >
                  <img src={m.icon ?? '/placeholder.svg'} alt="" width={48} height={48} />
                  <span className="font-semibold">{m.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
