import type { ActivityItem } from '@flyerdesk/domain/activity';
import type { EventBus } from '../../realtime/pubsub';

/** Topic of the new entries of the activity log (one event per entry, oldest first). */
export const ACTIVITY_TOPIC = 'activity:logged';

/** Key of the one thing the activity log's tail watches. */
export const ACTIVITY_KEY = 'all';

/** What subscribers receive (seq is added per topic): the entry, the same for every subscriber (ADMIN, ROOT see all). */
export interface ActivityLoggedEvent {
  entry: ActivityItem;
}

/** Announces new entries of the log, in their order. */
export async function announceActivity(events: EventBus, items: readonly ActivityItem[]): Promise<void> {
  for (const entry of items) {
    const event: ActivityLoggedEvent = { entry };
    await events.publish(ACTIVITY_TOPIC, event);
  }
}
