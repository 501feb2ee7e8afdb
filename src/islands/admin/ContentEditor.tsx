/**
 * The content editor (issue 49), for staff at /admin/content: sign in; choose a company or policy
 * page, or a landing block; edit English and Nepali side by side; preview a page as the site will
 * show it; publish (the site shows it on its next request); list the versions and restore one.
 * A Nepali page with no text is flagged: Nepali visitors then see the English, never an empty page.
 * Loaded on the editor's own pages only: the shop's pages carry none of it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { admin } from '../../lib/api/browser/admin';
import type { EditorBlock, EditorContent, EditorPage, EditorPageText } from '../../lib/api/endpoints/admin';
import { ApiClientError } from '../../lib/api/errors';
import { fill } from '../../lib/fill';
import { keepStaffToken, staffToken } from '../../lib/api/browser/staff-token';

export type EditorLabels = Record<
  | 'title' | 'signInTitle' | 'email' | 'password' | 'signIn' | 'signOut' | 'pages' | 'landing' | 'english' | 'nepali' | 'pageTitle' | 'pageText'
  | 'noNepali' | 'preview' | 'publish' | 'history' | 'restore' | 'restoredFrom' | 'version' | 'viewPage' | 'viewNepali' | 'loading' | 'signedInAs'
  | 'choose' | 'field_text' | 'field_link' | 'field_image' | 'previewOf' | 'linkProblem' | 'imageProblem' | 'sessionEnded' | 'noVersions' | 'markdownHelp' | 'restored',
  string
>;

/** the server's words for a refusal, or the error's own */
export const errorText = (error: unknown): string => (error instanceof ApiClientError ? (error.errors[0]?.message ?? error.message) : String(error));

type Chosen = { kind: 'page'; key: string } | { kind: 'landing'; key: string } | null;

export default function ContentEditor({ labels }: { labels: EditorLabels }) {
  const [token, setTokenState] = useState(staffToken);
  const setToken = (next: string | null) => {
    keepStaffToken(next);
    setTokenState(next);
  };
  const [content, setContent] = useState<EditorContent | null>(null);
  const [chosen, setChosen] = useState<Chosen>(null);
  const [error, setError] = useState('');
  /** what the last publication or restore said: kept here, as the editor below is made anew with what was published */
  const [notice, setNotice] = useState<Said>(null);
  const done = async (text: string) => {
    setNotice({ ok: true, text });
    await load();
  };
  const choose = (c: Chosen) => {
    setNotice(null);
    setChosen(c);
  };

  async function load() {
    try {
      setContent(await admin.content());
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 401) {
        setToken(null);
        setError(labels.sessionEnded);
      } else setError(errorText(e));
    }
  }
  useEffect(() => {
    if (token) void load();
    else setContent(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) return <SignIn labels={labels} notice={error} onSignedIn={setToken} />;
  if (!content) return error ? <p role="alert" className="alert alert-error">{error}</p> : <p role="status">{labels.loading}</p>;
  const page = chosen?.kind === 'page' ? content.pages.find((p) => p.key === chosen.key) : undefined;
  const block = chosen?.kind === 'landing' ? content.landing.find((b) => b.key === chosen.key) : undefined;
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <nav aria-label={labels.title} className="lg:w-64 lg:shrink-0">
        <p className="mb-2 text-sm break-all">{fill(labels.signedInAs, { email: content.email })}</p>
        <button type="button" className="btn btn-sm mb-4" onClick={() => void admin.signOut().finally(() => setToken(null))}>
          {labels.signOut}
        </button>
        <h2 className="font-semibold">{labels.pages}</h2>
        <ul className="menu w-full p-0">
          {content.pages.map((p) => (
            <li key={p.key}>
              <button type="button" className={chosen?.kind === 'page' && chosen.key === p.key ? 'menu-active' : undefined} aria-current={chosen?.kind === 'page' && chosen.key === p.key ? 'page' : undefined} onClick={() => choose({ kind: 'page', key: p.key })}>
                {p.en.title}
                {!p.ne && <span className="badge badge-warning badge-sm">{labels.nepali}?</span>}
              </button>
            </li>
          ))}
        </ul>
        <h2 className="mt-4 font-semibold">{labels.landing}</h2>
        <ul className="menu w-full p-0">
          {content.landing.map((b) => (
            <li key={b.key}>
              <button type="button" className={chosen?.kind === 'landing' && chosen.key === b.key ? 'menu-active' : undefined} aria-current={chosen?.kind === 'landing' && chosen.key === b.key ? 'page' : undefined} onClick={() => choose({ kind: 'landing', key: b.key })}>
                {b.key.replace(/_/g, ' ')}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <Outcome said={notice} />
        {page ? <PageEditor key={`${page.key}:${page.latest?.id ?? 0}`} page={page} labels={labels} onPublished={done} /> : block ? <BlockEditor key={`${block.key}:${block.latest?.id ?? 0}`} block={block} labels={labels} onPublished={done} /> : <p>{labels.choose}</p>}
      </div>
    </div>
  );
}

function SignIn({ labels, notice, onSignedIn }: { labels: EditorLabels; notice: string; onSignedIn: (token: string) => void }) {
  const [error, setError] = useState(notice);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      onSignedIn(await admin.signIn(String(form.get('email') ?? ''), String(form.get('password') ?? '')));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} aria-labelledby="staff-sign-in" className="flex max-w-sm flex-col gap-3">
      <h2 id="staff-sign-in" className="text-xl font-semibold">
        {labels.signInTitle}
      </h2>
      <label className="flex flex-col gap-1">
        <span>{labels.email}</span>
        <input name="email" type="email" autoComplete="username" required className="input w-full" />
      </label>
      <label className="flex flex-col gap-1">
        <span>{labels.password}</span>
        <input name="password" type="password" autoComplete="current-password" required className="input w-full" />
      </label>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={busy}>
        {labels.signIn}
      </button>
    </form>
  );
}

type Said = { ok: boolean; text: string } | null;

/** what the editor says after an action: done, or the server's refusal */
function Outcome({ said }: { said: Said }) {
  if (!said) return <p role="status" className="sr-only" />;
  return said.ok ? (
    <p role="status" className="alert alert-success">
      {said.text}
    </p>
  ) : (
    <p role="alert" className="alert alert-error">
      {said.text}
    </p>
  );
}

function PageEditor({ page, labels, onPublished }: { page: EditorPage; labels: EditorLabels; onPublished: (message: string) => Promise<void> }) {
  const [en, setEn] = useState<EditorPageText>(page.en);
  const [ne, setNe] = useState<EditorPageText>(page.ne ?? { title: '', body: '' });
  const [previews, setPreviews] = useState<{ en: string; ne: string | null; problems: string[] } | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const nepaliMissing = !ne.title.trim() && !ne.body.trim();
  const path = `/${page.key}`;

  async function preview() {
    setSaid(null);
    try {
      const [a, b] = await Promise.all([admin.preview(en.body), nepaliMissing ? null : admin.preview(ne.body)]);
      const problems = [...a.problems, ...(b?.problems ?? [])].map((p) => fill(p.kind === 'link' ? labels.linkProblem : labels.imageProblem, { address: p.address }));
      setPreviews({ en: a.html, ne: b?.html ?? null, problems });
    } catch (e) {
      setSaid({ ok: false, text: errorText(e) });
    }
  }
  async function publish() {
    setBusy(true);
    setSaid(null);
    try {
      const published = await admin.publishPage(page.key, en, ne);
      await onPublished(published.message);
    } catch (e) {
      setSaid({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }
  const column = (lang: 'en' | 'ne', text: EditorPageText, set: (t: EditorPageText) => void) => (
    <fieldset className="flex min-w-0 flex-1 flex-col gap-2" lang={lang}>
      <legend className="font-semibold">{lang === 'en' ? labels.english : labels.nepali}</legend>
      {lang === 'ne' && nepaliMissing && <p className="badge badge-warning h-auto">{labels.noNepali}</p>}
      <label className="flex flex-col gap-1">
        <span>{fill(labels.pageTitle, {})} ({lang === 'en' ? labels.english : labels.nepali})</span>
        <input className="input w-full" value={text.title} maxLength={200} onChange={(e) => set({ ...text, title: e.target.value })} />
      </label>
      <label className="flex flex-col gap-1">
        <span>
          {labels.pageText} ({lang === 'en' ? labels.english : labels.nepali})
        </span>
        <textarea className="textarea h-72 w-full font-mono text-sm" value={text.body} onChange={(e) => set({ ...text, body: e.target.value })} />
      </label>
    </fieldset>
  );
  return (
    <section aria-labelledby="editing" className="flex flex-col gap-4">
      <h2 id="editing" className="text-xl font-semibold">
        {page.en.title}
      </h2>
      <p className="text-sm">{labels.markdownHelp}</p>
      <div className="flex flex-col gap-4 md:flex-row">
        {column('en', en, setEn)}
        {column('ne', ne, setNe)}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn" onClick={() => void preview()}>
          {labels.preview}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void publish()}>
          {labels.publish}
        </button>
        <a className="btn btn-ghost" href={path} target="_blank" rel="noopener">
          {labels.viewPage}
        </a>
        <a className="btn btn-ghost" href={`/ne${path}`} target="_blank" rel="noopener">
          {labels.viewNepali}
        </a>
      </div>
      <Outcome said={said} />
      {previews && (
        <div className="flex flex-col gap-4 md:flex-row">
          {previews.problems.length > 0 && (
            <ul role="alert" className="alert alert-warning flex-col items-start">
              {previews.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <section aria-label={fill(labels.previewOf, { lang: labels.english })} className="min-w-0 flex-1 rounded-box border border-base-300 p-4">
            <article className="prose max-w-none" lang="en">
              <h1>{en.title}</h1>
              <div dangerouslySetInnerHTML={{ __html: previews.en }} />
            </article>
          </section>
          {previews.ne !== null && (
            <section aria-label={fill(labels.previewOf, { lang: labels.nepali })} className="min-w-0 flex-1 rounded-box border border-base-300 p-4">
              <article className="prose max-w-none" lang="ne">
                <h1>{ne.title}</h1>
                <div dangerouslySetInnerHTML={{ __html: previews.ne }} />
              </article>
            </section>
          )}
        </div>
      )}
      <Versions kind="page" itemKey={page.key} labels={labels} onRestored={onPublished} />
    </section>
  );
}

function BlockEditor({ block, labels, onPublished }: { block: EditorBlock; labels: EditorLabels; onPublished: (message: string) => Promise<void> }) {
  const [fields, setFields] = useState(block.fields);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const set = (i: number, lang: 'en' | 'ne', value: string) => setFields(fields.map((f, j) => (j === i ? { ...f, [lang]: value } : f)));
  const nepaliMissing = fields.every((f) => f.ne === null || !f.ne.trim());
  async function publish() {
    setBusy(true);
    setSaid(null);
    try {
      const published = await admin.publishBlock(block.key, fields.map((f) => ({ path: f.path, en: f.en, ne: f.ne })));
      await onPublished(published.message);
    } catch (e) {
      setSaid({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="editing" className="flex flex-col gap-4">
      <h2 id="editing" className="text-xl font-semibold">
        {block.key.replace(/_/g, ' ')}
      </h2>
      {nepaliMissing && <p className="badge badge-warning h-auto self-start">{labels.noNepali}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((f, i) => {
          const name = `${f.path.join(' › ')} (${labels[`field_${f.kind}`]})`;
          return (
            <li key={f.path.join('.')} className="flex flex-col gap-2 md:flex-row">
              <label className="flex flex-1 flex-col gap-1" lang="en">
                <span>
                  {name} · {labels.english}
                </span>
                <input className="input w-full" value={f.en} onChange={(e) => set(i, 'en', e.target.value)} />
              </label>
              {f.ne !== null && (
                <label className="flex flex-1 flex-col gap-1" lang="ne">
                  <span>
                    {name} · {labels.nepali}
                  </span>
                  <input className="input w-full" value={f.ne} onChange={(e) => set(i, 'ne', e.target.value)} />
                </label>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void publish()}>
          {labels.publish}
        </button>
        <a className="btn btn-ghost" href="/" target="_blank" rel="noopener">
          {labels.viewPage}
        </a>
      </div>
      <Outcome said={said} />
      <Versions kind="landing" itemKey={block.key} labels={labels} onRestored={onPublished} />
    </section>
  );
}

function Versions({ kind, itemKey, labels, onRestored }: { kind: 'page' | 'landing'; itemKey: string; labels: EditorLabels; onRestored: (message: string) => Promise<void> }) {
  const [versions, setVersions] = useState<Array<{ id: number; by: string; at: string; restoredFrom: number | null }> | null>(null);
  const [said, setSaid] = useState<Said>(null);
  useEffect(() => {
    admin.versions(kind, itemKey).then(setVersions, (e: unknown) => setSaid({ ok: false, text: errorText(e) }));
  }, [kind, itemKey]);
  async function restore(id: number) {
    try {
      await admin.restore(id);
      await onRestored(fill(labels.restored, { id: String(id) }));
    } catch (e) {
      setSaid({ ok: false, text: errorText(e) });
    }
  }
  const when = (at: string) => new Date(at).toLocaleString(document.documentElement.lang === 'ne' ? 'ne-NP-u-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={`versions-${itemKey}`}>
      <h3 id={`versions-${itemKey}`} className="font-semibold">
        {labels.history}
      </h3>
      <Outcome said={said} />
      {versions === null ? (
        <p role="status">{labels.loading}</p>
      ) : versions.length === 0 ? (
        <p>{labels.noVersions}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {versions.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center gap-2">
              <span>
                {fill(labels.version, { id: String(v.id), by: v.by, at: when(v.at) })}
                {v.restoredFrom !== null && ` (${fill(labels.restoredFrom, { id: String(v.restoredFrom) })})`}
              </span>
              {i > 0 && (
                <button type="button" className="btn btn-xs" aria-label={`${labels.restore}: ${fill(labels.version, { id: String(v.id), by: v.by, at: when(v.at) })}`} onClick={() => void restore(v.id)}>
                  {labels.restore}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
