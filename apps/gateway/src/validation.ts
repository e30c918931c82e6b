import { getNullableType, isInputObjectType, isListType, isNonNullType, type GraphQLArgument, type GraphQLInputType } from 'graphql';
import { formatValidationMessage, msg, validateWith, type InvalidField, type SchemaMessage } from '@flyerdesk/domain/validation/messages';
import { TEXT_MAX_LENGTH } from '@flyerdesk/domain/validation/rules';
import type { AnySchema, InferType } from 'yup';
import { badUserInput } from './errors';

/**
 * Checks input with the shared schema of packages/domain before anything goes upstream;
 * refuses with BAD_USER_INPUT listing every invalid field.
 */
export function validated<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateWith(schema, value);
  if (!result.ok) throw badUserInput(result.invalidFields);
  return result.value;
}

function invalidField(field: string, message: SchemaMessage): InvalidField {
  return { field, key: message.key, message: formatValidationMessage(message) };
}

const tooLong = (field: string): InvalidField => invalidField(field, msg('validation.maxLength', { max: TEXT_MAX_LENGTH }));

/** What is wrong with an id, if anything (`required`: the argument or field is non-null). */
function idProblem(id: string, required: boolean, field: string): InvalidField | undefined {
  if (id.length > TEXT_MAX_LENGTH) return tooLong(field);
  if (required && id.trim() === '') return invalidField(field, msg('validation.required'));
  // In a path, "." and ".." would lead the upstream call to another resource.
  if (id === '.' || id === '..') return invalidField(field, msg('validation.invalid'));
  return undefined;
}

/**
 * Refuses ids no record can have, wherever they sit in the arguments (nested inputs and lists too):
 * longer than TEXT_MAX_LENGTH, blank where an id is required, "." or "..". Ids travel in the paths
 * of upstream calls, where such values would make the request line unreadable for the api or lead
 * the call to another resource, instead of a plain "not found".
 */
export function checkIdArguments(args: readonly GraphQLArgument[], values: Record<string, unknown>): void {
  const invalid: InvalidField[] = [];
  const visit = (type: GraphQLInputType, value: unknown, path: string): void => {
    if (value === null || value === undefined) return;
    const inner = getNullableType(type);
    if (isListType(inner)) {
      if (Array.isArray(value)) value.forEach((item: unknown, i) => visit(inner.ofType, item, `${path}[${i}]`));
    } else if (isInputObjectType(inner)) {
      if (typeof value !== 'object') return;
      for (const field of Object.values(inner.getFields())) visit(field.type, (value as Record<string, unknown>)[field.name], `${path}.${field.name}`);
    } else if (inner.name === 'ID' && typeof value === 'string') {
      const problem = idProblem(value, isNonNullType(type), path);
      if (problem) invalid.push(problem);
    }
  };
  for (const arg of args) visit(arg.type, values[arg.name], arg.name);
  if (invalid.length > 0) throw badUserInput(invalid);
}

/**
 * A free text sent upstream in a query string (a search, a retailer name): trimmed, empty as
 * undefined, refused when longer than TEXT_MAX_LENGTH.
 */
export function boundedText(value: string | null | undefined, field: string): string | undefined {
  const text = value?.trim() ?? '';
  if (text.length > TEXT_MAX_LENGTH) throw badUserInput([tooLong(field)]);
  return text === '' ? undefined : text;
}
