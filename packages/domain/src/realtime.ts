/**
 * Live streams that come back after their socket closed (a replica restarted or went away, a session
 * renewed under an open socket).
 *
 * Every event of a stream carries `seq`, its number in the subscriber's stream: one more per event,
 * so a gap shows missed events. Where the stream is a selection of its topic (a list shaped for the
 * shops of an editor), the event also carries `position`, its number in the topic; elsewhere the two
 * are the same. A client subscribing again sends the last ones it saw in the subscribe message's
 * `extensions.resume`; the gateway first hands it the events it missed that it still keeps, numbered
 * on from that `seq`, then the live ones. A client that missed more than is kept sees a gap and
 * loads its data again.
 */
export const RESUME_EXTENSION = 'resume';

export interface ResumePoint {
  /** The last `seq` the subscriber saw. */
  seq: number;
  /** The last `position` it saw, where its stream has positions of its own. */
  position?: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Where a stream stands after one of its events: its `seq`, and its `position` when it has one; null for a value that is not such an event. */
export function resumePointAfter(event: unknown): ResumePoint | null {
  if (typeof event !== 'object' || event === null) return null;
  const { seq, position } = event as { seq?: unknown; position?: unknown };
  if (!isCount(seq)) return null;
  return isCount(position) ? { seq, position } : { seq };
}

/** The resume point in a subscribe message's extensions; null when there is none or it is malformed. */
export function readResumePoint(extensions: unknown): ResumePoint | null {
  if (typeof extensions !== 'object' || extensions === null) return null;
  const point = (extensions as Record<string, unknown>)[RESUME_EXTENSION];
  if (typeof point !== 'object' || point === null) return null;
  const { seq, position } = point as { seq?: unknown; position?: unknown };
  if (!isCount(seq)) return null;
  if (position === undefined) return { seq };
  return isCount(position) ? { seq, position } : null;
}
