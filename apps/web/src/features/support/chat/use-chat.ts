// The state of the live chat panel: the conversation, its messages in order, whether the desk is online,
// the operator typing, and the read marks; kept live by the member event stream (members) or the chat
// stream (visitors). Opening the panel resumes the conversation; a visitor without one gives its name first.
import { ApiError } from '@orbit/contracts/api-error';
import {
  chatMessagesEndpoint,
  chatTypingEndpoint,
  openChatEndpoint,
  readChatEndpoint,
  sendChatTextEndpoint,
  type ChatConversation,
  type ChatEvent,
  type ChatMessage,
  type ServiceHours,
} from '@orbit/contracts/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onMemberEvent } from '../../../lib/member-events.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { chatApi, keepVisitorToken, runVisitorEvents, sendChatImage, visitorToken } from './chat-client.ts';

export type ChatPhase = 'loading' | 'needName' | 'ready' | 'failed';
const TYPING_SHOWN_MS = 4_000;
const TYPING_EVERY_MS = 3_000;

interface ChatState {
  phase: ChatPhase;
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  online: boolean;
  serviceHours: ServiceHours | null;
}

const INITIAL: ChatState = { phase: 'loading', conversation: null, messages: [], online: true, serviceHours: null };

/** Adds or replaces messages by id, in id order. */
function merge(list: ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function useChat(active: boolean) {
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<ChatState>(INITIAL);
  const [operatorTyping, setOperatorTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const typingLater = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A signal still waiting when the panel closes is not sent.
  useEffect(() => () => cancelTyping(), []);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(async (name?: string) => {
    try {
      const opened = await chatApi.call(openChatEndpoint, { body: name ? { name } : {} });
      if (opened.visitorToken) keepVisitorToken(opened.visitorToken);
      setState({ phase: 'ready', conversation: opened.conversation, messages: opened.messages, online: opened.online, serviceHours: opened.serviceHours });
      setError(null);
    } catch (caught) {
      if (caught instanceof ApiError && caught.errorCode === 'validation_failed' && !name) setState({ ...INITIAL, phase: 'needName' });
      else {
        setError(caught instanceof ApiError ? caught.errorCode : 'internal_error');
        if (!name) setState({ ...INITIAL, phase: 'failed' });
      }
    }
  }, []);

  /** Reads what may have been missed (after a stream break, or a conversation that changed). */
  const refresh = useCallback(async () => {
    try {
      const fresh = await chatApi.call(chatMessagesEndpoint, { query: {} });
      setState((s) => ({ ...s, conversation: fresh.conversation, messages: fresh.messages, online: fresh.online, serviceHours: fresh.serviceHours }));
    } catch {
      // The next event or opening tries again.
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    if (!loggedIn && !visitorToken()) setState({ ...INITIAL, phase: 'needName' });
    else void load();
  }, [active, loggedIn, load]);

  const handle = useCallback(
    (event: ChatEvent) => {
      const current = stateRef.current.conversation;
      if (event.kind === 'unread') return;
      if (current && event.conversationId !== current.id) return void refresh();
      if (event.kind === 'message') {
        setState((s) => ({ ...s, messages: merge(s.messages, [event.message]) }));
        if (event.message.side === 'operator') setOperatorTyping(false);
      } else if (event.kind === 'typing') {
        setOperatorTyping(true);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
      } else if (event.kind === 'read') {
        const at = new Date().toISOString();
        setState((s) => ({
          ...s,
          messages: s.messages.map((m) => ((m.side === 'member' || m.side === 'visitor') && m.id <= event.upTo && !m.readAt ? { ...m, readAt: at } : m)),
        }));
      } else if (event.kind === 'status') {
        setState((s) => (s.conversation ? { ...s, conversation: { ...s.conversation, status: event.status, operatorName: event.operatorName } } : s));
      }
    },
    [refresh],
  );

  // Live events: the member's own stream (kept open by the wallet), or the visitor's chat stream.
  const ready = state.phase === 'ready';
  useEffect(() => {
    if (!active || !ready) return;
    if (loggedIn) return onMemberEvent((event) => (event.type === 'chat' ? handle(event as unknown as ChatEvent) : undefined));
    const controller = new AbortController();
    void runVisitorEvents(handle, (again) => (again ? void refresh() : undefined), controller.signal);
    return () => controller.abort();
  }, [active, ready, loggedIn, handle, refresh]);

  // What the member sees while the panel is open is read.
  const lastUnread = state.messages.filter((m) => (m.side === 'operator' || m.side === 'system') && !m.readAt).at(-1)?.id;
  useEffect(() => {
    if (!active || lastUnread === undefined) return;
    void chatApi.call(readChatEndpoint, { body: { upTo: lastUnread } }).then(
      () =>
        setState((s) => ({
          ...s,
          messages: s.messages.map((m) =>
            (m.side === 'operator' || m.side === 'system') && m.id <= lastUnread && !m.readAt ? { ...m, readAt: new Date().toISOString() } : m,
          ),
        })),
      () => undefined,
    );
  }, [active, lastUnread]);

  async function sendText(text: string): Promise<boolean> {
    cancelTyping();
    try {
      const sent = await chatApi.call(sendChatTextEndpoint, { body: { text } });
      setState((s) => ({ ...s, conversation: sent.conversation, online: sent.online, messages: merge(s.messages, [sent.message]) }));
      if (!sent.online || sent.conversation.id !== stateRef.current.conversation?.id) void refresh();
      setError(null);
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.errorCode : 'internal_error');
      return false;
    }
  }

  async function sendImage(file: File) {
    try {
      const sent = await sendChatImage(file);
      setState((s) => ({ ...s, online: sent.online, messages: merge(s.messages, [sent.message]) }));
      if (!sent.online) void refresh();
      setError(null);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.errorCode : 'internal_error');
    }
  }

  /**
   * Tells the desk the member is typing, at most every few seconds. Typing that starts inside the quiet window
   * (a new line right after a message) is told at the window's end rather than dropped; sending cancels it.
   */
  function typing() {
    if (!ready || typingLater.current) return;
    const wait = lastTypingSent.current + TYPING_EVERY_MS - Date.now();
    if (wait <= 0) return sendTyping();
    typingLater.current = setTimeout(sendTyping, wait);
  }

  function sendTyping() {
    cancelTyping();
    lastTypingSent.current = Date.now();
    void chatApi.call(chatTypingEndpoint).catch(() => undefined);
  }

  function cancelTyping() {
    if (typingLater.current) clearTimeout(typingLater.current);
    typingLater.current = null;
  }

  return { ...state, loggedIn, operatorTyping, error, start: (name: string) => load(name), sendText, sendImage, typing };
}
