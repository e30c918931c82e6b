/**
 * Every mutation of the kit carries a clientMutationId; the gateway echoes it in the change event it
 * publishes, so this tab recognises its own changes when they come back over the subscription.
 */

/** How many of this tab's recent ids are remembered. */
const REMEMBERED = 500;
const own = new Set<string>();

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside secure contexts randomUUID is missing: the same 122 random bits, formatted alike.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new id for one mutation, remembered as this tab's own. */
export function newClientMutationId(): string {
  const id = randomUuid();
  own.add(id);
  if (own.size > REMEMBERED) {
    const oldest = own.values().next();
    if (!oldest.done) own.delete(oldest.value);
  }
  return id;
}

/** Whether an event echoes a mutation this tab sent. */
export function isOwnMutation(clientMutationId: string | null | undefined): boolean {
  return clientMutationId != null && own.has(clientMutationId);
}
