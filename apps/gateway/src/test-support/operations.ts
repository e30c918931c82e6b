import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { FIELD_ACCESS } from '../authorization';

/** The three root types of the schema, with the keyword of their operations. */
export const ROOT_TYPES = [
  { typeName: 'Query', keyword: 'query' },
  { typeName: 'Mutation', keyword: 'mutation' },
  { typeName: 'Subscription', keyword: 'subscription' },
] as const;

export type RootTypeName = (typeof ROOT_TYPES)[number]['typeName'];
export type OperationKeyword = (typeof ROOT_TYPES)[number]['keyword'];

/** One root field of the schema, callable as an operation of its own (tests only). */
export interface RootOperation {
  typeName: RootTypeName;
  keyword: OperationKeyword;
  field: string;
  args: readonly GraphQLArgument[];
  /** `Mutation.createStore`. */
  name: string;
}

/** Every root field of Query, Mutation and Subscription, as the built schema has them. */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const operations: RootOperation[] = [];
  for (const { typeName, keyword } of ROOT_TYPES) {
    const type = schema.getType(typeName) as GraphQLObjectType | undefined;
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      operations.push({ typeName, keyword, field: field.name, args: field.args, name: `${typeName}.${field.name}` });
    }
  }
  return operations;
}

const PREFERRED_LEAVES = ['id', 'seq', 'key', 'name', 'platform'];

function leafArgumentless(type: GraphQLObjectType): GraphQLField<unknown, unknown>[] {
  const guarded = FIELD_ACCESS[type.name] ?? {};
  return Object.values(type.getFields()).filter((f) => !f.args.some(isRequiredArgument) && !(f.name in guarded));
}

/**
 * The smallest selection that executes the field: one scalar of the result (its id when it has one),
 * or the way down to one. Fields guarded by a permission of their own are left out.
 */
export function minimalSelection(type: GraphQLNamedType, depth = 0): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type) || depth > 4) return '{ __typename }';
  const fields = leafArgumentless(type);
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)));
  const leaf = PREFERRED_LEAVES.map((n) => leaves.find((f) => f.name === n)).find(Boolean) ?? leaves[0];
  if (leaf) return `{ ${leaf.name} }`;
  const nested = fields.find((f) => isObjectType(getNamedType(f.type)));
  if (nested) return `{ ${nested.name} ${minimalSelection(getNamedType(nested.type), depth + 1)} }`;
  return '{ __typename }';
}

/**
 * The document of one operation calling the root field with the given arguments as variables
 * (`$name` for argument `name`), and the minimal selection of its result.
 */
export function operationDocument(schema: GraphQLSchema, op: RootOperation, argNames: readonly string[]): string {
  const root = schema.getType(op.typeName) as GraphQLObjectType;
  const field = root.getFields()[op.field];
  if (!field) throw new Error(`No field ${op.name}`);
  const args = field.args.filter((a) => argNames.includes(a.name));
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = minimalSelection(getNamedType(field.type));
  return `${op.keyword} Op${declared ? `(${declared})` : ''} { ${op.field}${passed ? `(${passed})` : ''} ${selection} }`;
}

/** Values for arguments known by their name, when a type alone would not look valid. */
export type ArgumentHints = Record<string, unknown>;

/** A valid-looking value of an input type: required fields only, ids as random UUIDs. */
export function minimalValue(type: GraphQLInputType, name: string, hints: ArgumentHints = {}): unknown {
  if (name in hints) return hints[name];
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [minimalValue(inner.ofType, name, hints)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = minimalValue(field.type, field.name, hints);
    }
    return value;
  }
  switch (inner.name) {
    case 'ID':
      return randomUUID();
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Date':
      return '2026-01-05';
    case 'DateTime':
      return '2026-01-05T08:00:00.000Z';
    case 'JSONObject':
      return {};
    default:
      return 'flyerdesk-test';
  }
}

/** Required arguments (non-null without a default) and valid-looking values for them. */
export function minimalVariables(op: RootOperation, hints: ArgumentHints = {}): { argNames: string[]; variables: Record<string, unknown> } {
  const required = op.args.filter(isRequiredArgument);
  const variables: Record<string, unknown> = {};
  for (const arg of required) variables[arg.name] = minimalValue(arg.type, arg.name, hints);
  return { argNames: required.map((a) => a.name), variables };
}
