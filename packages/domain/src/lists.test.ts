import { LIST_PAGES } from './lists';

describe('list pages', () => {
  it('give every list a default page within 1 and its largest page', () => {
    for (const [list, { fallback, max }] of Object.entries(LIST_PAGES)) {
      expect({ list, ok: Number.isInteger(fallback) && fallback >= 1 && fallback <= max }).toEqual({ list, ok: true });
    }
  });
});
