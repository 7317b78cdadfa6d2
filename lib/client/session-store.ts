'use client';
import { useSyncExternalStore } from 'react';
import { isLocale, type Locale } from '@/i18n/routing';
import { getItem, removeItem, setItem } from './storage';

/** A persisted item of the `message` list (e.g. the draft of the online message form). */
export interface SessionMessage {
  id: string;
  name: string;
  contact: string;
  message: string;
  savedAt: number;
}

export interface SessionState {
  token: string | null;
  message: SessionMessage[];
  storeLang: Locale | null;
}

/**
 * The client session: `token` (signed in when present), `message` (a list) and `storeLang`
 * (the chosen language), all persisted in local storage and shared by every component.
 */
let state: SessionState | null = null;
const listeners = new Set<() => void>();
const SERVER_STATE: SessionState = { token: null, message: [], storeLang: null };

function load(): SessionState {
  const lang = getItem<string>('storeLang');
  const message = getItem<SessionMessage[]>('message');
  const token = getItem<string>('token');
  return { token, message: Array.isArray(message) ? message : [], storeLang: isLocale(lang) ? lang : null };
}

export function getSession(): SessionState {
  if (typeof window === 'undefined') return SERVER_STATE;
  state ??= load();
  return state;
}

function update(patch: Partial<SessionState>) {
  state = { ...getSession(), ...patch };
  for (const listener of listeners) listener();
}

export function setToken(token: string): void {
  setItem('token', token);
  update({ token });
}

/** Signs out locally: the token leaves memory and persistent storage. */
export function clearToken(): void {
  removeItem('token');
  update({ token: null });
}

export function setMessages(message: SessionMessage[]): void {
  setItem('message', message);
  update({ message });
}

export function setStoreLang(locale: Locale): void {
  setItem('storeLang', locale);
  update({ storeLang: locale });
}

/** Re-reads storage (used by tests and when another tab changed it). */
export function reloadSession(): void {
  state = typeof window === 'undefined' ? null : load();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key?.startsWith('pawtrail:') && reloadSession();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readToken = () => getSession().token;
const serverToken = () => null;

/**
 * The signed-in token, null for a guest: all that components read of the session. A string, so
 * React (which compares snapshots after hydration and on every change) re-renders the readers only
 * when the token itself changes: not when the page saves the visitor's language right after
 * hydration (RouteEffects), which re-rendered every reader at once, a long task on a slow phone.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, serverToken);
}
