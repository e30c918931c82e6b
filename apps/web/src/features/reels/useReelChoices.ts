import { skipToken, useQuery } from '@apollo/client/react';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { REEL_EDITOR_ROLE, seesAllReelChannels } from '@flyerdesk/domain/reels';
import { useMemo } from 'react';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { useSession } from '../../shared/session/session';
import { ReelChannelChoicesQuery, ReelEditorChoicesQuery } from './operations';

export interface Choice {
  id: string;
  name: string;
}

/** The field shows what the editors list lacks; no toast on top of it. */
const SHOWN_IN_FIELD: ErrorHandlingContext = { skipErrorToast: true };

/** Administrators see every channel and assign its editors; an EDITOR_REELS works in the channels assigned to them. */
export function useAssignsReelEditors(): boolean {
  const { user } = useSession();
  return seesAllReelChannels(user?.roles ?? []);
}

export interface ReelChannelChoices {
  /** Every channel the user may see, archived ones too (undefined while loading). */
  all: readonly (Choice & { archived: boolean })[] | undefined;
  /** The channels new reels may go to (not archived). */
  open: readonly Choice[] | undefined;
}

/** The channels the user may see, by name. */
export function useReelChannelChoices(): ReelChannelChoices {
  const { data } = useQuery(ReelChannelChoicesQuery, {
    variables: { page: { limit: LIST_PAGES.reelChannels.max, archived: 'ALL' } },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.reelChannels.items;
  return useMemo(() => {
    const all = items?.map((channel) => ({ id: channel.id, name: channel.name, archived: channel.archivedAt != null }));
    return { all, open: all?.filter((channel) => !channel.archived) };
  }, [items]);
}

export interface ReelEditorChoices {
  /** Users with the reel editor role (undefined while loading, or when the user does not assign editors). */
  editors: readonly (Choice & { enabled: boolean })[] | undefined;
  failed: boolean;
}

/** The users a channel can be assigned to, for administrators. */
export function useReelEditorChoices(assignEditors: boolean): ReelEditorChoices {
  const users = useQuery(
    ReelEditorChoicesQuery,
    assignEditors ? { variables: { page: { limit: LIST_PAGES.users.max } }, fetchPolicy: 'cache-and-network', context: SHOWN_IN_FIELD } : skipToken,
  );
  const items = users.data?.users.items;
  const editors = useMemo(
    () =>
      items
        ?.filter((user) => user.role === REEL_EDITOR_ROLE)
        .map((user) => ({ id: user.id, name: user.username, enabled: user.enabled }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [items],
  );
  return { editors, failed: !users.data && users.error !== undefined };
}
