import { SHELL_MSG, STORAGE_KEYS, type Lang } from '@guia/contracts';
import { env } from '../config/env';
import { screenLang } from './i18n/lang';
import { forgetPrivateData, isOwnDataPath, keepOwnAnswer, noteSavedAnswer, readOwnAnswer } from './offline-store';
import { decodeToken } from './session/token';

/** A non-OK answer from the API. `message` is the server's `message`, else 'Error en la solicitud' (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own `message`, when it sent one. */
  readonly serverMessage?: string;
  /** The HTTP reason phrase ('' over HTTP/2). */
  readonly statusText: string;

  constructor(status: number, serverMessage?: string, statusText = '') {
    super(serverMessage ?? SHELL_MSG.requestError);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.statusText = statusText;
  }
}

/**
 * A read made offline whose answer the phone does not keep (issue 16 §4): no retry will help until
 * the connection is back, so screens say so ('Este lugar no está guardado en el teléfono') instead
 * of loading forever.
 */
export class NotSavedOfflineError extends ApiError {
  constructor() {
    super(0, SHELL_MSG.notSavedOffline);
    this.name = 'NotSavedOfflineError';
  }
}

export const isNotSavedOffline = (error: unknown): error is NotSavedOfflineError => error instanceof NotSavedOfflineError;

const isOffline = () => globalThis.navigator?.onLine === false;

/** The user id a token names (display only; the server checks it), or null. */
function tokenUser(token: string | null): string | null {
  if (!token) return null;
  try {
    return decodeToken(token).sub.user_id;
  } catch {
    return null;
  }
}

/** When an answer was saved: its Date header (kept with it by the service worker's cache), else now. */
function answerDate(res: Response): number {
  const header = Date.parse(res.headers.get('Date') ?? '');
  return Number.isFinite(header) ? header : Date.now();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the session's Bearer token (default true). Login and register turn it off. */
  auth?: boolean;
  /**
   * The language the API answers errors in (its Accept-Language, issue 22 §1): by default the
   * screen's, Spanish on the admin's and the owners' screens (`<SpanishOnly>`, lib/i18n/lang.ts).
   */
  lang?: Lang;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when the API answers 401 to a request that carried the session's token (revoked or expired). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

const offlineWriteListeners = new Set<Listener>();

/**
 * Called when a change (POST, PUT, DELETE…) could not be sent for want of a connection, so the
 * app can say so wherever the screen that tried it does not (issue 11: a favourite offline).
 */
export function onOfflineWrite(listener: Listener): () => void {
  offlineWriteListeners.add(listener);
  return () => {
    offlineWriteListeners.delete(listener);
  };
}

/** On the server (entry-server.tsx) the API is reached at an absolute address; in the browser, at env.apiBase on the page's own origin. */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** fetch against the API base: JSON in and out, Bearer token when logged in, throws ApiError when not OK. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, signal, auth = true } = options;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.lang ?? screenLang() });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const token = auth ? readStoredToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const url = `${apiOrigin}${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  const method = options.method ?? (payload === undefined ? 'GET' : 'POST');
  // A change needs the server: say so plainly instead of a vague network failure (issue 11).
  const offline = () => {
    offlineWriteListeners.forEach((listener) => listener());
    return new ApiError(0, SHELL_MSG.offlineWrite);
  };
  // (Login and register keep their own generic error, spec §8.)
  const guarded = method !== 'GET' && auth;
  if (guarded && globalThis.navigator?.onLine === false) throw offline();
  // A person's own data (profile, favourites) is kept by the app under their id, never by the
  // service worker (issue 16 §5): saved when it arrives, read from there when the network fails.
  const apiPath = path.startsWith('/') ? path : `/${path}`;
  const owner = method === 'GET' ? tokenUser(token) : null;
  const own = owner !== null && isOwnDataPath(owner, apiPath);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, signal });
  } catch (err) {
    if (guarded && err instanceof TypeError) throw offline();
    if (method === 'GET' && err instanceof TypeError) {
      const saved = own ? readOwnAnswer(owner, apiPath) : null;
      if (saved) {
        noteSavedAnswer(apiPath, saved.savedAt);
        return saved.body as T;
      }
      if (isOffline()) throw new NotSavedOfflineError();
    }
    throw err;
  }
  const data = await readBody(res);
  if (!res.ok) {
    if (res.status === 401 && token) {
      // the server no longer accepts this token: nothing of that person stays on the phone
      forgetPrivateData();
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw new ApiError(res.status, messageOf(data), res.statusText);
  }
  if (own) keepOwnAnswer(owner, apiPath, data);
  // offline, an answer can only come from a cache: its date is when it was saved
  else if (method === 'GET' && isOffline()) noteSavedAnswer(apiPath, answerDate(res));
  return data as T;
}
