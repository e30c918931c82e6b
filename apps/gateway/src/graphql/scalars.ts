import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function scalar(name: string, description: string, check: (value: string) => boolean, example: string): GraphQLScalarType<string, string> {
  const parse = (value: unknown): string => {
    if (typeof value !== 'string' || !check(value)) {
      throw new GraphQLError(`${name} must look like ${example}`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => {
      if (value instanceof Date) return name === 'Date' ? value.toISOString().slice(0, 10) : value.toISOString();
      if (typeof value === 'string') return value;
      throw new GraphQLError(`${name} cannot represent ${typeof value}`);
    },
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string like ${example}`, { extensions: { code: 'BAD_USER_INPUT' } });
      return parse(ast.value);
    },
  });
}

/** Calendar date, yyyy-MM-dd. */
export const DateScalar = scalar('Date', 'Calendar date, yyyy-MM-dd.', isCalendarDate, '2026-11-22');
/** ISO-8601 date-time with offset. */
export const DateTimeScalar = scalar('DateTime', 'ISO-8601 date-time with offset.', isDateTime, '2026-11-22T09:30:00.000Z');

/** An object written as JSON: not null, not a list, made of plain objects only (what JSON.parse gives). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // Object.prototype of any realm (the api's answers are parsed where fetch runs), or none at all.
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function notAnObject(): GraphQLError {
  return new GraphQLError('JSONObject must be a JSON object', { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * A JSON object (a section's document of the app configuration): only a plain object is accepted,
 * in both directions; a list, a string, a number or null is refused with BAD_USER_INPUT.
 */
export const JSONObjectScalar = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  description: 'A JSON object.',
  serialize: (value) => {
    if (!isPlainObject(value)) throw new GraphQLError(`JSONObject cannot represent ${Array.isArray(value) ? 'a list' : typeof value}`);
    return value;
  },
  parseValue: (value) => {
    if (!isPlainObject(value)) throw notAnObject();
    return value;
  },
  parseLiteral: (ast: ValueNode, variables) => {
    if (ast.kind !== Kind.OBJECT) throw notAnObject();
    // Objects written in the operation are built without a prototype: copied into plain JSON values.
    const value: unknown = JSON.parse(JSON.stringify(valueFromASTUntyped(ast, variables)));
    if (!isPlainObject(value)) throw notAnObject();
    return value;
  },
});
