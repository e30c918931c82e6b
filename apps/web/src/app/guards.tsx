import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canAccess, resolveRedirect } from '@flyerdesk/domain/routes';
import { PASSWORD_PATH, SESSION_LOST_PATH, useSession } from '../shared/session/session';
import { clearRedirectPath, readRedirectPath, saveRedirectPath } from '../shared/session/redirectPath';
import type { LoginLocationState } from '../features/auth/LoginPage';
import { Loading } from '../shared/ui/Spinner';

function SessionLoading() {
  const { t } = useTranslation('common');
  return <Loading label={t('loading')} />;
}

/** Remembers where a signed-out visitor wanted to go, then opens sign-in. */
function SendToLogin() {
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  useEffect(() => {
    saveRedirectPath(target);
  }, [target]);
  const state: LoginLocationState = { verificationFailed: location.pathname !== '/' };
  return <Navigate to="/login" replace state={state} />;
}

/**
 * Screens under the main layout: only for signed-in users (spec §6: no token → /login). A user who
 * signed in with a temporary password is led to the change-password screen from every other one.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'signedOut') {
    if (session.endReason === 'loggedOut') return <Navigate to="/login" replace />;
    if (session.endReason === 'sessionLost') return <Navigate to={SESSION_LOST_PATH} replace />;
    return <SendToLogin />;
  }
  if (session.user?.mustChangePassword === true && location.pathname !== PASSWORD_PATH) {
    return <Navigate to={PASSWORD_PATH} replace />;
  }
  return children;
}

/** Opens the saved page (or the role's start page) once the user is signed in. */
function RedirectSignedIn() {
  const { user, flags } = useSession();
  const target = resolveRedirect(readRedirectPath(), user?.roles ?? [], flags);
  useEffect(() => {
    clearRedirectPath();
  }, []);
  return <Navigate to={target} replace />;
}

/** /login: only while signed out; a signed-in user goes on to the default redirect (spec §2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'signedIn') return <RedirectSignedIn />;
  return children;
}

/** A screen for some roles only: anyone else is sent to their role's default page (spec §6). */
export function RoleGuard({ children }: { children: ReactNode }) {
  const { user, flags } = useSession();
  const location = useLocation();
  const roles = user?.roles ?? [];
  if (canAccess(location.pathname, roles, flags)) return children;
  const fallback = resolveRedirect(undefined, roles, flags);
  return <Navigate to={fallback === location.pathname ? '/401' : fallback} replace />;
}

/** "/" opens the role's start page. */
export function StartRedirect() {
  const { user, flags } = useSession();
  return <Navigate to={resolveRedirect(undefined, user?.roles ?? [], flags)} replace />;
}
