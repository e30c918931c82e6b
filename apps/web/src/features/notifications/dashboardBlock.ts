import type { ListPageInput, NotificationRecordFragment, NotificationStatus } from '../../__generated__/graphql';
import { compareRecords } from '../../shared/resource/listPatch';

/**
 * The dashboard's notifications block: sends in progress, the planned ones (soonest first) and the
 * last sent ones (sent and failed, newest first). Change events move a notification between the
 * sections by its status; the pure rules are here.
 */

export type BlockSection = 'sending' | 'planned' | 'sent' | 'failed';

interface SectionRule {
  status: NotificationStatus;
  page: ListPageInput;
}

/** How many of each the block shows. */
export const SECTION_RULES: Record<BlockSection, SectionRule> = {
  sending: { status: 'SENDING', page: { limit: 10, offset: 0, sort: 'createdAt', descending: true, archived: 'ACTIVE' } },
  planned: { status: 'PLANNED', page: { limit: 5, offset: 0, sort: 'plannedAt', descending: false, archived: 'ACTIVE' } },
  sent: { status: 'SENT', page: { limit: 5, offset: 0, sort: 'updatedAt', descending: true, archived: 'ACTIVE' } },
  failed: { status: 'FAILED', page: { limit: 5, offset: 0, sort: 'updatedAt', descending: true, archived: 'ACTIVE' } },
};

const SECTIONS = Object.keys(SECTION_RULES) as BlockSection[];

/** The block query's variables. */
export const BLOCK_VARIABLES = {
  sendingPage: SECTION_RULES.sending.page,
  plannedPage: SECTION_RULES.planned.page,
  sentPage: SECTION_RULES.sent.page,
  failedPage: SECTION_RULES.failed.page,
};

export interface SectionPage<T> {
  __typename?: 'NotificationPage';
  items: T[];
  total: number;
}

export type Block<T> = Record<BlockSection, SectionPage<T>>;

type Placed = Pick<NotificationRecordFragment, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt' | 'plannedAt'> & { __typename?: string };

/**
 * The block after a notification changed (`record` as it is now), or null when nothing changes: it
 * leaves the section it was in and enters the one of its status, in that section's order (kept only
 * when it falls within the section's length). An event not newer than the one shown changes nothing.
 */
export function placeNotification<T extends Placed>(block: Block<T>, record: T): Block<T> | null {
  const shown = SECTIONS.flatMap((section) => block[section].items).find((item) => item.id === record.id);
  if (shown && shown.version >= record.version) return null;
  const next = { ...block };
  let changed = false;
  for (const section of SECTIONS) {
    const rule = SECTION_RULES[section];
    const page = block[section];
    const here = page.items.some((item) => item.id === record.id);
    const belongs = record.status === rule.status;
    if (!here && !belongs) continue;
    const others = page.items.filter((item) => item.id !== record.id);
    let items = others;
    if (belongs) {
      const at = others.findIndex((item) => compareRecords(record, item, rule.page.sort ?? 'createdAt', rule.page.descending ?? false) < 0);
      items = at === -1 ? [...others, record] : [...others.slice(0, at), record, ...others.slice(at)];
      items = items.slice(0, rule.page.limit ?? items.length);
    }
    const total = here === belongs ? page.total : belongs ? page.total + 1 : Math.max(0, page.total - 1);
    next[section] = { ...page, items, total };
    changed = true;
  }
  return changed ? next : null;
}

/** The last finished sends (sent and failed), newest first. */
export function recentSends<T extends Placed>(block: Block<T>): T[] {
  const limit = SECTION_RULES.sent.page.limit ?? 5;
  return [...block.sent.items, ...block.failed.items].sort((a, b) => compareRecords(a, b, 'updatedAt', true)).slice(0, limit);
}
