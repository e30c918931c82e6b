import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { clearRedirectPath } from './redirectPath';
import { markSigningOut, useSession } from './session';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Logs out: the server revokes the session, the local data of this user is dropped, sign-in opens. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const { endSession } = useSession();
  const [logout] = useMutation(LogoutDocument, { context: { skipErrorToast: true } });
  return useCallback(async () => {
    // The server closes this session's live connection as it signs out: no "session lost" note for that.
    markSigningOut();
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    clearRedirectPath();
    // The sign-in guard sees the ended session and opens the sign-in page.
    endSession();
    await client.clearStore();
  }, [client, endSession, logout]);
}
