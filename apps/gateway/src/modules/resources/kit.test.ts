import { scopedEvents } from './kit';

interface Event {
  seq: number;
  record: { id: string };
}

/** A finished stream of the given topic events. */
function streamOf(events: Event[]): AsyncIterableIterator<Event> {
  const rest = [...events];
  const iterator: AsyncIterableIterator<Event> = {
    next: () => {
      const value = rest.shift();
      return Promise.resolve(value ? { value, done: false } : { value: undefined, done: true });
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

async function drain(stream: AsyncIterableIterator<Event>): Promise<Event[]> {
  const seen: Event[] = [];
  for await (const event of stream) seen.push(event);
  return seen;
}

const visibleOnly = (record: { id: string }) => (record.id.startsWith('mine') ? record : null);

describe("one subscriber's view of a topic", () => {
  it('leaves out hidden events without a gap in its own numbering', async () => {
    const events = [1, 2, 3, 4].map((seq) => ({ seq, record: { id: seq % 2 === 0 ? `mine-${seq}` : `other-${seq}` } }));
    expect(await drain(scopedEvents(streamOf(events), visibleOnly))).toEqual([
      { seq: 1, position: 2, record: { id: 'mine-2' } },
      { seq: 2, position: 4, record: { id: 'mine-4' } },
    ]);
  });

  it('still shows a gap where events of the topic were missed, hidden or not', async () => {
    const events = [
      { seq: 1, record: { id: 'mine-a' } },
      // 2 and 3 never arrived.
      { seq: 4, record: { id: 'other-b' } },
      { seq: 5, record: { id: 'mine-c' } },
    ];
    const seqs = (await drain(scopedEvents(streamOf(events), visibleOnly))).map((event) => event.seq);
    expect(seqs).toEqual([1, 3]);
  });

  it('numbers on from where a subscriber that came back left off', async () => {
    // The subscriber saw its 7th event at topic position 40; the topic went on meanwhile.
    const events = [41, 42, 43].map((seq) => ({ seq, record: { id: seq === 42 ? `other-${seq}` : `mine-${seq}` } }));
    const seen = await drain(scopedEvents(streamOf(events), visibleOnly, { seq: 7, position: 40 }));
    expect(seen.map((event) => [event.seq, (event as Event & { position: number }).position])).toEqual([
      [8, 41],
      [9, 43],
    ]);
  });

  it('shows a gap to a subscriber that came back without its topic position, and where the numbering started again', async () => {
    const unknown = await drain(scopedEvents(streamOf([{ seq: 90, record: { id: 'mine-a' } }]), visibleOnly, { seq: 7, position: null }));
    expect(unknown.map((event) => event.seq)).toEqual([9]);
    const restarted = await drain(scopedEvents(streamOf([{ seq: 1, record: { id: 'mine-a' } }]), visibleOnly, { seq: 7, position: 40 }));
    expect(restarted.map((event) => event.seq)).toEqual([9]);
  });
});
