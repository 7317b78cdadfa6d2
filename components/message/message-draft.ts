import { getSession, setMessages, type SessionMessage } from '@/lib/client/session-store';

/** The id of the online message draft in the session's persisted `message` list. */
export const DRAFT_ID = 'online-message';

export type Draft = Pick<SessionMessage, 'name' | 'contact' | 'message'>;

export function readDraft(): Draft | null {
  return getSession().message.find((m) => m.id === DRAFT_ID) ?? null;
}

/** Replaces the draft; an all-empty form leaves no draft behind. */
export function saveDraft(draft: Draft): void {
  const others = getSession().message.filter((m) => m.id !== DRAFT_ID);
  const empty = !draft.name && !draft.contact && !draft.message;
  setMessages(empty ? others : [...others, { id: DRAFT_ID, ...draft, savedAt: Date.now() }]);
}

export function clearDraft(): void {
  setMessages(getSession().message.filter((m) => m.id !== DRAFT_ID));
}
