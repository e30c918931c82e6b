import { GraphQLError, isObjectType } from 'graphql';
import { LIST_LIMITS, listLimit, type LimitedList } from './listLimits';
import { buildSchema } from './schema';

function refusal(list: LimitedList, limit: number): unknown {
  try {
    listLimit(list, limit);
  } catch (err) {
    return err instanceof GraphQLError ? err.extensions : err;
  }
  return undefined;
}

describe('list limits', () => {
  it('cover every field of the schema with a limit or first argument, with its default', () => {
    const schema = buildSchema();
    const found: Record<string, unknown> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const arg = field.args.find((a) => a.name === 'limit' || a.name === 'first');
        if (arg) found[`${type.name}.${field.name}`] = arg.defaultValue;
      }
    }
    const fallbacks = Object.fromEntries(Object.entries(LIST_LIMITS).map(([list, { fallback }]) => [list, fallback]));
    expect(found).toEqual(fallbacks);
  });

  it('passes limits from 1 to the maximum on, and the default for none', () => {
    for (const [list, { fallback, max }] of Object.entries(LIST_LIMITS) as [LimitedList, { fallback: number; max: number }][]) {
      expect(listLimit(list, 1)).toBe(1);
      expect(listLimit(list, max)).toBe(max);
      expect(listLimit(list, null)).toBe(fallback);
      expect(listLimit(list, undefined)).toBe(fallback);
    }
  });

  it('refuses zero, negative and too large limits with BAD_USER_INPUT on the field limit', () => {
    for (const [list, { max }] of Object.entries(LIST_LIMITS) as [LimitedList, { max: number }][]) {
      for (const limit of [0, -1, max + 1, 1.5]) {
        expect(refusal(list, limit)).toEqual({
          code: 'BAD_USER_INPUT',
          invalidFields: [{ field: 'limit', key: 'validation.invalid', message: `Limit must be between 1 and ${max}` }],
        });
      }
    }
  });
});
