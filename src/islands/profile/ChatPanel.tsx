/**
 * One conversation with a store or delivery man (issue 18). The server renders its newest messages;
 * the island sends text and up to 3 images (jpg, png or gif, 2 MB each, checked here and again by
 * the server), loads older messages, and refreshes when the shopper's event stream says the party
 * wrote (the `storefront:message` event, which it takes so no toast shows). A conversation not yet
 * begun (opened from an order's delivery man) is named by its party until the first message; the
 * address then names the conversation.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chat } from '../../lib/api/browser/chat';
import type { ChatMessage, ChatPage, ChatTarget } from '../../lib/api/endpoints/chat';
import { ApiClientError } from '../../lib/api/errors';
import { CHAT_MESSAGE_MAX, MAX_ATTACHED_IMAGES } from '../../lib/constants';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/validation/image-file';
import { formatOrderTime } from '../../lib/format';
import { MESSAGE_EVENT, type MessageEventDetail } from '../../lib/chat-events';
import { fill } from '../../lib/fill';

export interface ChatLabels {
  /** with {{name}} */
  conversation: string;
  startChat: string;
  messageLabel: string;
  messagePlaceholder: string;
  attach: string;
  attachHint: string;
  /** with {{n}} */
  removeImage: string;
  send: string;
  sending: string;
  older: string;
  you: string;
  seen: string;
  image: string;
  back: string;
  tooMany: string;
  imageType: string;
  imageSize: string;
  required: string;
  /** the conversation's address, with {{id}} */
  chatHref: string;
  backHref: string;
}

interface Props {
  initial: ChatPage;
  target: ChatTarget;
  orderId: number | null;
  locale: string;
  labels: ChatLabels;
}


/** newest first, each message once (a refreshed first page meets the older pages already shown) */
function merge(kept: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(kept.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** the first problem with the chosen images, if any */
function imageProblem(files: File[], labels: ChatLabels): string | null {
  if (files.length > MAX_ATTACHED_IMAGES) return labels.tooMany;
  for (const file of files) {
    const problem = imageFileProblem(file, labels);
    if (problem) return problem;
  }
  return null;
}

export default function ChatPanel({ initial, target: initialTarget, orderId, locale, labels }: Props) {
  const id = useId();
  const [target, setTarget] = useState<ChatTarget>(initialTarget);
  const [messages, setMessages] = useState(initial.messages);
  const [total, setTotal] = useState(initial.total);
  const [pages, setPages] = useState(1);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the server's HTML has the form disabled: a click before the island runs would send it nowhere, and words typed would be lost
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const conversationId = 'conversationId' in target ? target.conversationId : null;

  const refresh = async (to: ChatTarget) => {
    const page = await chat.messages(to, 1);
    setMessages((kept) => merge(kept, page.messages));
    setTotal(page.total);
  };

  // a message from the party: this conversation's is taken here (no toast) and shown
  useEffect(() => {
    if (conversationId === null) return;
    const onMessage = (e: Event) => {
      if ((e as CustomEvent<MessageEventDetail>).detail?.conversationId !== conversationId) return;
      e.preventDefault();
      void refresh({ conversationId }).catch(() => undefined);
    };
    window.addEventListener(MESSAGE_EVENT, onMessage);
    return () => window.removeEventListener(MESSAGE_EVENT, onMessage);
  }, [conversationId]);

  // the newest message in view
  const newest = messages[0]?.id;
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  async function older() {
    setBusy(true);
    try {
      const page = await chat.messages(target, pages + 1);
      setMessages((kept) => merge(kept, page.messages));
      setTotal(page.total);
      setPages(pages + 1);
    } catch {
      // the shared handler has said why
    } finally {
      setBusy(false);
    }
  }

  function choose(list: FileList | null) {
    const chosen = [...files, ...Array.from(list ?? [])];
    const problem = imageProblem(chosen, labels);
    setError(problem);
    if (!problem) setFiles(chosen);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    const message = text.trim();
    if (!message && !files.length) return setError(labels.required);
    setBusy(true);
    setError(null);
    try {
      const page = await chat.send(target, message, files, orderId, () => true);
      setMessages((kept) => merge(kept, page.messages));
      setTotal(page.total);
      setText('');
      setFiles([]);
      if (page.conversation && conversationId === null) {
        setTarget({ conversationId: page.conversation.id });
        history.replaceState(history.state, '', fill(labels.chatHref, { id: String(page.conversation.id) }));
      }
    } catch (e) {
      setError(e instanceof ApiClientError ? (e.errors[0]?.message ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  const shown = [...messages].reverse();
  const party = initial.party;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col rounded-box border border-base-300">
      <header className="flex items-center gap-3 border-b border-base-300 p-3">
        <a href={labels.backHref} className="btn btn-ghost btn-sm xl:hidden">
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          <span className="sr-only">{labels.back}</span>
        </a>
        {party.image ? <img src={party.image} alt="" width={40} height={40} className="size-10 rounded-full object-cover" /> : <span className="size-10 rounded-full bg-base-300" aria-hidden="true" />}
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {fill(labels.conversation, { name: party.name })}
        </h2>
      </header>
      {messages.length < total && (
        <button type="button" className="btn btn-ghost btn-sm m-2 self-center" onClick={older} disabled={busy || !ready}>
          {labels.older}
        </button>
      )}
      <div ref={log} role="log" aria-live="polite" aria-labelledby={`${id}-title`} className="flex max-h-[60vh] min-h-48 flex-col overflow-y-auto p-3">
        {shown.length === 0 && <p className="m-auto text-center text-sm">{labels.startChat}</p>}
        <ol className="flex flex-col gap-2">
          {shown.map((m) => (
            <li key={m.id} className={m.mine ? 'ms-auto max-w-[85%] text-end' : 'me-auto max-w-[85%]'}>
              <div className={`rounded-box px-3 py-2 ${m.mine ? 'bg-primary text-primary-content' : 'bg-base-200'}`}>
                {!m.mine ? null : <span className="sr-only">{labels.you}: </span>}
                {m.text && <p className="whitespace-pre-wrap break-words">{m.text}</p>}
                {m.images.length > 0 && (
                  <ul className="mt-1 flex flex-wrap gap-1">
                    {m.images.map((src, i) => (
                      <li key={src}>
                        <a href={src} target="_blank" rel="noopener">
                          <img src={src} alt={`${labels.image} ${i + 1}`} width={96} height={96} loading="lazy" className="size-24 rounded object-cover" />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <p className="text-xs">
                <time dateTime={m.at}>{formatOrderTime(m.at, locale)}</time>
                {m.mine && m.seen ? ` · ${labels.seen}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 border-t border-base-300 p-3" noValidate>
        <label htmlFor={`${id}-text`} className="sr-only">
          {labels.messageLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="message"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={labels.messagePlaceholder}
          // typed before the island runs, the words would be lost to its state
          disabled={!ready}
          className="textarea w-full"
          aria-describedby={`${id}-error`}
          aria-invalid={error ? true : undefined}
        />
        {files.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`} className="flex items-center gap-1 rounded-box border border-base-300 px-2 py-1 text-sm">
                <span className="max-w-40 truncate">{f.name}</span>
                <button type="button" className="btn btn-ghost btn-xs" aria-label={fill(labels.removeImage, { n: String(i + 1) })} onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label className="btn btn-sm">
            {labels.attach}
            <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} multiple disabled={!ready} className="sr-only" aria-describedby={`${id}-hint`} onChange={(e) => choose(e.currentTarget.files)} />
          </label>
          <span id={`${id}-hint`} className="grow text-xs">
            {labels.attachHint}
          </span>
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !ready}>
            {busy ? labels.sending : labels.send}
          </button>
        </div>
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      </form>
    </section>
  );
}
