import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatPage } from '../../src/lib/api/endpoints/chat';
import { offerMessage } from '../../src/lib/chat-events';
import en from '../../src/lib/i18n/en.json';

const api = vi.hoisted(() => ({ messages: vi.fn(), send: vi.fn() }));
vi.mock('../../src/lib/api/browser/chat', () => ({ chat: api }));
const { default: ChatPanel } = await import('../../src/islands/profile/ChatPanel');

const labels = {
  conversation: 'Conversation with {{name}}',
  startChat: en.inbox.startChat,
  messageLabel: en.inbox.messageLabel,
  messagePlaceholder: en.inbox.messagePlaceholder,
  attach: en.inbox.attach,
  attachHint: en.inbox.attachHint,
  removeImage: 'Remove image {{n}}',
  send: en.inbox.send,
  sending: en.inbox.sending,
  older: en.inbox.older,
  you: en.inbox.you,
  seen: en.inbox.seen,
  image: en.inbox.image,
  back: en.inbox.back,
  tooMany: en.api.images_too_many,
  imageType: en.profile.imageType,
  imageSize: en.profile.imageSize,
  required: en.api.chat_message_required,
  chatHref: '/profile?page=inbox&conversationId={{id}}',
  backHref: '/profile?page=inbox',
};
const party = { id: 1, type: 'delivery_man' as const, name: 'Ram Bahadur', image: null };
const msg = (id: number, text: string, mine: boolean): ChatMessage => ({ id, mine, text, images: [], seen: false, orderId: null, at: '2026-11-24T10:00:00Z' });
const page = (messages: ChatMessage[], conversationId: number | null = 7): ChatPage => ({
  total: messages.length,
  offset: 1,
  messages,
  party,
  conversation: conversationId === null ? null : { id: conversationId, party, unread: 0, last: messages[0] ?? null, lastAt: '2026-11-24T10:00:00Z' },
});

beforeEach(() => {
  api.messages.mockReset();
  api.send.mockReset();
});
afterEach(cleanup);

describe('the chat', () => {
  it('takes a message for its own conversation (no toast) and shows it; another conversation is left to the toast', async () => {
    render(<ChatPanel initial={page([msg(1, 'Hello', true)])} target={{ conversationId: 7 }} orderId={null} locale="en" labels={labels} />);
    api.messages.mockResolvedValue(page([msg(2, 'On my way', false), msg(1, 'Hello', true)]));
    await waitFor(() => expect(offerMessage(7)).toBe(false));
    expect(await screen.findByText('On my way')).toBeTruthy();
    expect(api.messages).toHaveBeenCalledWith({ conversationId: 7 }, 1);
    expect(offerMessage(8)).toBe(true);
    // oldest first in the log
    expect(within(screen.getByRole('log')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Hello'), expect.stringContaining('On my way')]);
  });

  it('starts a conversation with its party: the first message names it, and the address follows', async () => {
    render(<ChatPanel initial={page([], null)} target={{ party: 'delivery_man', partyId: 1 }} orderId={100001} locale="en" labels={labels} />);
    expect(screen.getByText(en.inbox.startChat)).toBeTruthy();
    api.send.mockResolvedValue(page([msg(3, 'Ring twice', true)], 9));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '  Ring twice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Ring twice')).toBeTruthy();
    expect(api.send).toHaveBeenCalledWith({ party: 'delivery_man', partyId: 1 }, 'Ring twice', [], 100001, expect.any(Function));
    expect(location.search).toBe('?page=inbox&conversationId=9');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses an empty message, a fourth image and a file that is not an image, before sending anything', async () => {
    render(<ChatPanel initial={page([])} target={{ conversationId: 7 }} orderId={null} locale="en" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe(en.api.chat_message_required);
    const input = screen.getByLabelText('Add images') as HTMLInputElement;
    const image = (name: string, type = 'image/png') => new File([new Uint8Array([0x89, 0x50])], name, { type });
    fireEvent.change(input, { target: { files: [image('a.png'), image('b.png'), image('c.png'), image('d.png')] } });
    expect(screen.getByRole('alert').textContent).toBe(en.api.images_too_many);
    fireEvent.change(input, { target: { files: [image('notes.txt', 'text/plain')] } });
    expect(screen.getByRole('alert').textContent).toBe(en.profile.imageType);
    fireEvent.change(input, { target: { files: [image('a.png')] } });
    expect(screen.getByText('a.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByText('a.png')).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('the server renders the form disabled, so a click cannot send it anywhere and nothing typed is lost', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<ChatPanel initial={page([])} target={{ conversationId: 7 }} orderId={null} locale="en" labels={labels} />);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toMatch(/<textarea[^>]*disabled=""/);
  });
});
