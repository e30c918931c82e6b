import { toStore } from './mappers';

const RAW = { id: 's1', name: 'Lidl', storeWebId: 'lidl', categoryId: 'c1', version: 3 };

describe('shop mapping', () => {
  it('tells whether a shop has article data to confirm, false when the api does not say', () => {
    expect(toStore({ ...RAW, hasUnconfirmedArticleData: true }).hasUnconfirmedArticleData).toBe(true);
    expect(toStore({ ...RAW, hasUnconfirmedArticleData: false }).hasUnconfirmedArticleData).toBe(false);
    expect(toStore(RAW).hasUnconfirmedArticleData).toBe(false);
  });
});
