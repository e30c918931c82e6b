import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

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
