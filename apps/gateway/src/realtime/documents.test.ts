import { buildSchema } from '../graphql/schema';
import { PARSE_OPTIONS, socketValidationRules, VALIDATION_OPTIONS } from '../graphql/limits';
import { DocumentCache } from './documents';

const schema = buildSchema();

function cache(options: { maxEntries?: number; maxQueryLength?: number } = {}): DocumentCache {
  return new DocumentCache({ schema, rules: socketValidationRules(true), parseOptions: PARSE_OPTIONS, validationOptions: VALIDATION_OPTIONS, ...options });
}

const QUERY = 'subscription S($platform: String!) { orderingChanged(platform: $platform) { seq version } }';

describe('DocumentCache', () => {
  it('parses and validates a query text once for every operation that sends it, and hands out one copy of the text', () => {
    const documents = cache();
    const first = documents.get(QUERY);
    // The same text, as another socket's message carries it (another string).
    const again = documents.get(JSON.parse(JSON.stringify(QUERY)) as string);
    if (!('document' in first) || !('document' in again)) throw new Error('the query should be valid');
    expect(again.document).toBe(first.document);
    expect(again.query).toBe(first.query);
    expect(documents.compiled).toBe(1);
  });

  it('answers parse and validation errors and keeps neither', () => {
    const documents = cache();
    expect(documents.get('subscription {')).toHaveProperty('parseError');
    expect(documents.get('subscription { noSuchField }')).toHaveProperty('validationErrors');
    expect(documents.size).toBe(0);
  });

  it('keeps the most recently used texts only, and no long ones', () => {
    const documents = cache({ maxEntries: 2, maxQueryLength: 200 });
    const texts = ['{ ping }', '{ __typename }', '{ ping __typename }'];
    documents.get(texts[0] ?? '');
    documents.get(texts[1] ?? '');
    documents.get(texts[0] ?? '');
    documents.get(texts[2] ?? '');
    expect(documents.size).toBe(2);
    const compiled = documents.compiled;
    documents.get(texts[0] ?? '');
    expect(documents.compiled).toBe(compiled);
    documents.get(texts[1] ?? '');
    expect(documents.compiled).toBe(compiled + 1);
    documents.get(`{ ping } # ${'x'.repeat(300)}`);
    expect(documents.size).toBe(2);
  });
});
