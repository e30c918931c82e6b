import * as yup from 'yup';
import {
  VALIDATION_KEYS,
  VALIDATION_MESSAGES_EN,
  formatValidationMessage,
  msg,
  toInvalidFields,
  validateWith,
} from './messages';

describe('validation messages', () => {
  it('has English text for every key, with the placeholders filled in', () => {
    for (const key of VALIDATION_KEYS) expect(VALIDATION_MESSAGES_EN[key]).toEqual(expect.any(String));
    expect(formatValidationMessage(msg('validation.minLength', { min: 3 }))).toBe('Enter at least 3 characters');
  });

  it('translates with another dictionary and falls back to the key', () => {
    const pl = { 'validation.required': 'Pole {{name}} jest wymagane' };
    expect(formatValidationMessage({ key: 'validation.required', values: { name: 'Nazwa' } }, pl)).toBe(
      'Pole Nazwa jest wymagane',
    );
    expect(formatValidationMessage({ key: 'validation.unknownKey' })).toBe('validation.unknownKey');
  });
});

describe('validateWith and toInvalidFields', () => {
  const schema = yup.object({
    name: yup.string().required(msg('validation.required')),
    code: yup.string().min(3, msg('validation.minLength', { min: 3 })),
    plain: yup.string().max(1, 'too long'),
  });

  it('returns the cast value without unknown keys', () => {
    expect(validateWith(schema, { name: 'Lidl', extra: 'dropped' })).toEqual({ ok: true, value: { name: 'Lidl' } });
  });

  it('reports every refused field with its key and English text', () => {
    const result = validateWith(schema, { code: 'ab' });
    expect(result).toEqual({
      ok: false,
      invalidFields: [
        { field: 'name', key: 'validation.required', message: 'This field is required' },
        { field: 'code', key: 'validation.minLength', message: 'Enter at least 3 characters', values: { min: 3 } },
      ],
    });
  });

  it('keeps plain yup messages as text under a generic key', () => {
    const result = validateWith(schema, { name: 'x', plain: 'abc' });
    expect(result).toEqual({ ok: false, invalidFields: [{ field: 'plain', key: 'validation.invalid', message: 'too long' }] });
  });

  it('converts a single yup error too', () => {
    let caught: unknown;
    try {
      yup.string().required(msg('validation.required')).validateSync(undefined);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(yup.ValidationError);
    expect(toInvalidFields(caught as yup.ValidationError)).toEqual([
      { field: '', key: 'validation.required', message: 'This field is required' },
    ]);
  });

  it('lets errors other than validation through', () => {
    const broken = yup.string().test('boom', 'x', () => {
      throw new Error('boom');
    });
    expect(() => validateWith(broken, 'a')).toThrow('boom');
  });
});
