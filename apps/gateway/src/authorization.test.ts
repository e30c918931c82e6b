import { GraphQLObjectType } from 'graphql';
import { FIELD_ACCESS, OPERATION_ACCESS, secureResolvers } from './authorization';
import { buildSchema } from './graphql/schema';

describe('access table', () => {
  const schema = buildSchema();

  it('has a rule for every operation of the schema', () => {
    for (const typeName of ['Query', 'Mutation', 'Subscription'] as const) {
      const type = schema.getType(typeName);
      expect(type).toBeInstanceOf(GraphQLObjectType);
      const fields = Object.keys((type as GraphQLObjectType).getFields()).sort();
      expect(Object.keys(OPERATION_ACCESS[typeName]).sort()).toEqual(fields);
    }
  });

  it('only names fields that exist', () => {
    for (const [typeName, fields] of Object.entries(FIELD_ACCESS)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      for (const field of Object.keys(fields)) expect(type.getFields()[field]).toBeDefined();
    }
  });

  it('refuses to start with an operation that has no rule', () => {
    expect(() => secureResolvers({ Query: { unknownField: () => true } })).toThrow(/No access rule for Query.unknownField/);
  });
});
