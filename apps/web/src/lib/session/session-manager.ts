import { type QueryClient } from '@tanstack/react-query';
import { type Persistor } from 'redux-persist';
import { USERS_ME_QUERY_KEY, type AuthSessionResponse } from '@bazaar/contracts';
import {
  apiRequest,
  isApiError,
  registerSessionRefresher,
  type SessionRefreshOutcome,
} from '../api-client';
import { currentRequestContext } from '../request-context';
import { setAuth } from '../store/auth-slice';
import { resetState } from '../store/reset-state';
import { type AppStore } from '../store/store';
import {
  readAccessTokenCookie,
  removeAccessTokenCookie,
  writeAccessTokenCookie,
} from './access-cookie';
import { isUnexpired, sessionAuthFromToken, sessionAuthOf, type SessionAuth } from './access-token';

export interface SessionDependencies {
  store: AppStore;
  persistor: Persistor | null;
  queryClient: QueryClient;
  /** Tells the user their session ended. */
  notifySessionEnded: () => void;
}

let dependencies: SessionDependencies | null = null;
let inflightRefresh: Promise<SessionRefreshOutcome> | null = null;

const REFRESH_LOCK = 'bazaar-session-refresh';

let waitingForConnection: ((connectedTo: SessionDependencies) => void)[] = [];

function connected(): SessionDependencies {
  if (!dependencies) throw new Error('The session is not connected to the app yet');
  return dependencies;
}

/** The dependencies, once the session provider has connected them (its effect runs after its children's). */
function whenConnected(): Promise<SessionDependencies> {
  if (dependencies) return Promise.resolve(dependencies);
  return new Promise((resolve) => waitingForConnection.push(resolve));
}

/**
 * Connects the session to the app's store, persistor and query client (once, by the session
 * provider) and makes the api client renew sessions through it.
 */
export function connectSession(next: SessionDependencies | null): void {
  dependencies = next;
  registerSessionRefresher(next ? refreshSession : null);
  if (next) {
    const waiting = waitingForConnection;
    waitingForConnection = [];
    for (const resolve of waiting) resolve(next);
  }
}

function storeAuth(auth: SessionAuth): void {
  connected().store.dispatch(setAuth(auth));
  writeAccessTokenCookie(auth.token, auth.tokenExpiration);
}

/**
 * Keeps a session the api started or renewed: the persisted auth slice holds token, expiry, user
 * id, type and the token's claims, and the `access_token` cookie tells server rendering.
 */
export function applySession(session: AuthSessionResponse): void {
  const { store, queryClient } = connected();
  const previousUser = store.getState().auth.userId;
  storeAuth(sessionAuthOf(session));
  if (previousUser !== session.userId) {
    // Someone else (or someone, after nobody): nothing fetched before is theirs.
    queryClient.removeQueries({ queryKey: [USERS_ME_QUERY_KEY] });
    void queryClient.invalidateQueries();
  }
}

/**
 * Serialises refreshes across the browser's tabs: the refresh token rotates on every use, and
 * sending the old one twice would end the whole session family.
 */
async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK, run);
  }
  return run();
}

async function runRefresh(): Promise<SessionRefreshOutcome> {
  const { store } = await whenConnected();
  const before = store.getState().auth.token;
  const wasSignedIn = before !== null;
  return withRefreshLock(async () => {
    // Another tab may have renewed the session while this one waited for the lock.
    const fromCookie = sessionAuthFromToken(readAccessTokenCookie());
    if (fromCookie && fromCookie.token !== before) {
      storeAuth(fromCookie);
      return 'renewed';
    }
    try {
      const session = await apiRequest<AuthSessionResponse>('/auth/refresh', {
        method: 'POST',
        handled: true,
      });
      applySession(session);
      return 'renewed';
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      if (!refused) return 'failed';
      if (wasSignedIn) {
        connected().notifySessionEnded();
        await signOutLocally();
        return 'signed-out';
      }
      return 'failed';
    }
  });
}

/** Renews the session with the refresh cookie; concurrent callers share one refresh. */
export function refreshSession(): Promise<SessionRefreshOutcome> {
  inflightRefresh ??= runRefresh().finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

/**
 * Ends the session in this browser (spec §4): clears the auth data and every persisted slice,
 * purges what was persisted, removes the access-token cookie and clears all cached queries.
 */
export async function signOutLocally(): Promise<void> {
  const { store, persistor, queryClient } = connected();
  store.dispatch(resetState());
  removeAccessTokenCookie();
  queryClient.clear();
  await persistor?.purge();
}

/** Revokes the session on the server (best effort: it ends locally either way), then locally. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/auth/sign-out', { method: 'POST', handled: true });
  } catch {
    // The refresh cookie may already be gone; the local sign-out still has to happen.
  }
  await signOutLocally();
}

/**
 * Starts "view as this user" (ADR 0077) with the viewing's token: stored and persisted like a
 * session, without refetching; the caller loads the next page afresh, so the administrator's
 * pages never ask again with the viewing's token.
 */
export async function enterViewing(session: AuthSessionResponse): Promise<void> {
  storeAuth(sessionAuthOf(session));
  await connected().persistor?.flush();
}

/**
 * Ends "view as this user" (ADR 0077): the api ends the viewing (recording it), then the refresh
 * cookie, which is the administrator's and was never replaced, brings back their own session. It
 * is stored (and persisted) without refetching anything: the caller loads the next page afresh,
 * so nothing the viewed user's pages fetched is kept or asked again with the administrator's token.
 */
export async function stopViewing(): Promise<void> {
  try {
    // With its own context: a viewing that already ended needs no renewal here.
    await apiRequest('/view-as/stop', {
      method: 'POST',
      handled: true,
      context: currentRequestContext(),
    });
  } catch {
    // Its time was up already: the administrator comes back all the same.
  }
  const { persistor } = connected();
  try {
    const session = await withRefreshLock(() =>
      apiRequest<AuthSessionResponse>('/auth/refresh', { method: 'POST', handled: true }),
    );
    storeAuth(sessionAuthOf(session));
    await persistor?.flush();
  } catch {
    await signOutLocally();
  }
}

/**
 * After the persisted state is loaded, makes the store and the cookie agree: the newer usable
 * token wins, and a store whose token is gone keeps its data until the refresh decides. When the
 * page's request carried no refresh cookie either (`canRestoreSession`), nothing can renew the
 * stored session: a returning visitor's expired one is ended here, without asking the api.
 */
export function reconcileWithCookie(store: AppStore, canRestoreSession: boolean): void {
  const fromCookie = sessionAuthFromToken(readAccessTokenCookie());
  const { token, tokenExpiration } = store.getState().auth;
  const storeUsable = token !== null && isUnexpired(tokenExpiration);
  const newer =
    fromCookie !== null &&
    (!storeUsable || Date.parse(fromCookie.tokenExpiration) > Date.parse(tokenExpiration ?? ''));
  if (fromCookie && newer) {
    if (fromCookie.token !== token) store.dispatch(setAuth(fromCookie));
    return;
  }
  if (token !== null && !storeUsable && !canRestoreSession) {
    store.dispatch(resetState());
    return;
  }
  if (storeUsable && tokenExpiration && readAccessTokenCookie() !== token) {
    writeAccessTokenCookie(token, tokenExpiration);
  }
}
