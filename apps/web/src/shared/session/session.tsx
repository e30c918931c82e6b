import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { toFeatureFlags, NO_FEATURES, type FeatureFlags } from '@flyerdesk/domain/features';
import { graphql } from '../../__generated__/gql';
import type { SessionQuery } from '../../__generated__/graphql';
import { createExternalStore } from '../externalStore';
import { saveRedirectPath } from './redirectPath';

export const SessionDocument = graphql(`
  query Session {
    me {
      id
      username
      roles
      notificationChannels
      enabled
      mustChangePassword
    }
    featureFlags {
      articlesData
      leafletScrapper
    }
  }
`);

export type SessionUser = SessionQuery['me'];

/** Sign-in with the "session expired" note. */
export const SESSION_LOST_PATH = '/login?sessionLost=1';

/** The change-password screen: the only one open to a user who must change a temporary password. */
export const PASSWORD_PATH = '/password';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | undefined;
  flags: FeatureFlags;
  /** Loads the profile again (after signing in). */
  refresh: () => Promise<void>;
  /** Treats the user as signed out at once (after logging out), until the next refresh. */
  endSession: () => void;
  /** Why a signed-in user is now signed out: logged out in this tab, or the server ended the session. */
  endReason: 'loggedOut' | 'sessionLost' | undefined;
}

/** Counts sessions the server ended while a user was signed in (see handleSessionLost). */
const lostSessions = createExternalStore(0);

/**
 * Whether a user is signed in on screen right now. Kept beside the cache: queries that evict or refetch
 * the profile must not make a lost session look like a first, signed-out visit.
 */
let userOnScreen = false;

/**
 * Set when the user signs out on purpose, until the next sign-in: the server then ends that session
 * (its live connection too), which is expected and not a lost session.
 */
let signedOutOnPurpose = false;

/** The user is signing out: the server ending the session from now on is not reported as lost. */
export function markSigningOut(): void {
  signedOutOnPurpose = true;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

/** Who is signed in and which feature switches are on; loaded once and kept in the Apollo cache. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading, refetch } = useQuery(SessionDocument);
  const lostCount = useSyncExternalStore(lostSessions.subscribe, lostSessions.get, lostSessions.get);
  const [lostBeforeSignIn, setLostBeforeSignIn] = useState(lostCount);
  const [loggedOut, setLoggedOut] = useState(false);
  const endReason = loggedOut ? 'loggedOut' : lostCount !== lostBeforeSignIn ? 'sessionLost' : undefined;
  const ended = endReason !== undefined;
  const refresh = useCallback(async () => {
    signedOutOnPurpose = false;
    await refetch();
    setLoggedOut(false);
    setLostBeforeSignIn(lostSessions.get());
  }, [refetch]);
  const endSession = useCallback(() => setLoggedOut(true), []);
  const user = ended ? undefined : data?.me;
  useEffect(() => {
    userOnScreen = user !== undefined;
  }, [user]);
  const featureFlags = data?.featureFlags;
  const value = useMemo<SessionValue>(
    () => ({
      status: user ? 'signedIn' : loading && !ended ? 'loading' : 'signedOut',
      user,
      flags: featureFlags && !ended ? toFeatureFlags(featureFlags) : NO_FEATURES,
      refresh,
      endSession,
      endReason,
    }),
    [user, loading, ended, endReason, featureFlags, refresh, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in user has chosen a new password: the session stops asking for one (the server's `me`
 * answers the same from now on), so the screens open again.
 */
export function markPasswordChanged(client: ApolloClient, user: SessionUser): void {
  client.cache.modify({
    id: client.cache.identify({ __typename: 'CurrentUser', id: user.id }),
    fields: { mustChangePassword: () => false },
  });
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser must be used behind the sign-in guard');
  return user;
}

/**
 * Spec §8 handler 1: the server no longer accepts the session. When a user was signed in, the cached
 * user is dropped, the current page is remembered and the app goes to sign-in with the session-lost note.
 */
export interface AppNavigation {
  /** Path and query of the page on screen. */
  currentPath: () => string;
  navigate: (to: string) => void;
}

export function handleSessionLost(client: ApolloClient, { currentPath, navigate }: AppNavigation): void {
  if (signedOutOnPurpose) return;
  const cached = client.cache.readQuery({ query: SessionDocument });
  if (!cached?.me && !userOnScreen) return;
  userOnScreen = false;
  saveRedirectPath(currentPath());
  navigate(SESSION_LOST_PATH);
  lostSessions.set(lostSessions.get() + 1);
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
  client.cache.gc();
}
