import { ValidationError, type AnySchema, type InferType } from 'yup';

/** A validation message as data: a stable key (translated by the web app) and its placeholder values. */
export interface ValidationMessage {
  key: string;
  values?: Record<string, unknown>;
}

/** One refused field: its path, the message key and the English text. */
export interface InvalidField {
  field: string;
  key: string;
  message: string;
  /** The message's placeholder values (e.g. `{ max: 255 }`), so every language can fill them in. */
  values?: MessageValues;
}

/** Placeholder values of a message: only plain values travel with a refusal. */
export type MessageValues = Readonly<Record<string, string | number | boolean>>;

/** The plain (string, number, boolean) entries of a message's values, or undefined when there are none. */
export function plainMessageValues(raw: unknown): MessageValues | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const entries = Object.entries(raw as Record<string, unknown>).filter(
    (entry): entry is [string, string | number | boolean] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const EN = {
  'validation.invalid': 'This value is not valid',
  'validation.required': 'This field is required',
  'validation.minLength': 'Enter at least {{min}} characters',
  'validation.maxLength': 'Enter at most {{max}} characters',
  'validation.storeWebId': "Only lowercase letters, digits and '-'",
  'validation.uuid': 'Must be a valid identifier',
  'validation.boolean': 'Must be yes or no',
  'validation.list': 'Must be a list',
  'validation.date': 'Enter a valid date',
  'validation.dateTime': 'Enter a valid date and time',
  'validation.status': 'Choose one of the allowed statuses',
  'validation.priority': 'Priority must be a whole number from 1 to {{max}} (0 or empty clears it)',
  'validation.naturalNumber': 'Must be a whole number greater than 0',
  'validation.validToExpired': 'The end date has already passed',
  'validation.validToBeforeValidFrom': 'The end date cannot be before the start date',
  'validation.publishDatePast': 'The publish date cannot be in the past',
  'validation.passwordMin': 'The password must have at least {{min}} characters',
  'validation.passwordMaxBytes':
    'The password is too long: at most {{max}} bytes (a plain letter or digit takes 1, a letter with an accent or a Cyrillic letter 2, an emoji 4)',
  'validation.passwordsMatch': 'The passwords do not match',
  'validation.currentPasswordWrong': 'The current password is not correct',
  'validation.duplicateName': 'This name is already used',
  'validation.leafletNotFound': 'No leaflet with this id was found',
  'validation.pdfRequired': 'Choose a PDF file',
  'validation.insertName': "Only letters, digits, '-' and '_'",
  'validation.url': 'Enter a valid link (for example https://www.example.com)',
  'validation.duplicateLink': 'This link is already listed',
  'validation.positions': 'Enter pages as a comma list with ranges, for example 2,5-12',
  'validation.positionZero': 'Page positions start at 1',
  'validation.positionDuplicate': 'Position {{position}} is listed more than once',
  'validation.positionRange': 'A range runs from the lower to the higher position ({{position}})',
  'validation.positionMax': 'Positions go up to {{max}}',
  'validation.positionTaken': 'Position {{position}} already holds an insert',
  'validation.momentPast': 'The moment cannot be in the past',
  'validation.platformRequired': 'Choose at least one platform',
  'validation.areaMinSize': 'The area must be at least {{min}} × {{min}} px',
  'validation.areaOutsidePage': 'The area must lie inside the page image',
  'validation.pageNumber': 'Choose a page from 1 to {{max}}',
  'validation.nonNegative': 'Must be a number not below 0',
  'validation.color': 'Enter a colour as #rrggbb',
  'validation.currency': 'Enter a currency as three letters, for example PLN',
  'validation.role': 'Choose one of the roles',
  'validation.notificationChannel': 'Choose one of the notification channels',
  'validation.notificationChannelRequired': 'Choose at least one notification channel',
  'validation.storeNotFound': 'No shop with this id was found',
  'validation.listMax': 'Enter at most {{max}} entries',
  'validation.notificationTitleMustBeEmpty': 'Notifications about new offers have no title of their own: leave it empty',
  'validation.notificationTarget': 'Choose at least one shop or group',
  'validation.deepLink': 'Enter an app link (for example app://leaflet/123) or a web link',
  'validation.geolocationFormat': 'Line {{line}}: enter latitude, longitude, radius (for example 52.23, 21.01, 5)',
  'validation.latitude': 'Line {{line}}: the latitude must be from -90 to 90',
  'validation.longitude': 'Line {{line}}: the longitude must be from -180 to 180',
  'validation.radius': 'Line {{line}}: the radius must be greater than 0',
  'validation.recipeType': 'Choose one of the recipe types',
  'validation.complexity': 'Choose easy, medium or hard',
  'validation.numberMax': 'Enter a number not greater than {{max}}',
  'validation.shoppingListUrl': 'Enter a shopping list link: an address with /lista/ and the list id (for example https://www.example.pl/lista/abc123)',
  'validation.duplicateTag': 'The tag "{{tag}}" is listed more than once',
  'validation.stepsRequired': 'Add at least one step',
  'validation.cookNotFound': 'No cook with this id was found',
  'validation.recipeNotFound': 'No recipe with this id was found',
  'validation.cookArchived': 'This cook is archived: restore it or choose another one',
  'validation.cookEditor': 'Only users with the recipe editor role can be assigned to a cook',
  'validation.cardId': "Only lowercase letters, digits and '-'",
  'validation.duplicateCardId': 'A loyalty card with this id already exists',
  'validation.cardImageRequired': 'Add at least one image of the card',
  'validation.zipRequired': 'Choose a ZIP archive of page images',
  'validation.zipInvalid': 'This ZIP archive cannot be used: it is damaged, too large, or holds files that are not PNG or JPG images',
  'validation.zipNoImages': 'The archive holds no page images (PNG or JPG)',
  'validation.zipTooManyPages': 'The archive holds more than {{max}} page images',
  'validation.cardImage': 'Upload the image as a JPG or PNG file',
  'validation.country': 'Choose one of the countries',
  'validation.storeArchived': 'This shop is archived: choose another one',
  'validation.reelMediaRequired': 'Upload an image or a video',
  'validation.reelMedia': 'Upload a JPEG, PNG, WebP or GIF image or an MP4, MOV or WebM video',
  'validation.reelMediaType': 'The media type does not match the uploaded file',
  'validation.startDatePast': 'The start date cannot be in the past',
  'validation.leafletNaturalId': 'Enter a leaflet id as shop-dd-mm-yy-dd-mm-yy-abcde, for example biedronka-23-11-26-29-11-26-ab1cd',
  'validation.reelPageRequired': 'Enter the page number or the insert number',
  'validation.reelPageChoice': 'Enter either a page number or an insert number, not both',
  'validation.reelAction': 'Choose what the reel leads to',
  'validation.reelChannelEditor': 'Only users with the reels editor role can be assigned to a channel',
  'validation.reelChannelArchived': 'This channel is archived: restore it or choose another one',
  'validation.duplicateNaturalId': 'This id is already used',
  'validation.duplicateEntry': 'This entry is listed more than once',
  'validation.duplicateKey': 'This key is already used',
  'validation.configKey': "Only letters, digits, '.', '_' and '-'",
  'validation.recommendationTypeRequired': 'Choose a recommendation type',
  'validation.recommendationType': 'Choose one of the recommendation types',
  'validation.imageWithLinkSetup': 'Set the custom type link and picture URL before choosing the image with link type',
  'validation.imageWithLinkRequired': 'Required while the recommendation type is image with link',
  'validation.optionRequired': 'Add at least one option',
  'validation.storeRequired': 'Choose at least one shop',
  'validation.theme': 'Choose one of the themes',
} as const satisfies Record<string, string>;

/** Every validation message key the product uses. */
export type ValidationKey = keyof typeof EN;

export const VALIDATION_KEYS = Object.keys(EN) as ValidationKey[];

/** English text per message key, with {{placeholders}} for the message values. */
export const VALIDATION_MESSAGES_EN: Readonly<Record<string, string>> = EN;

/** A `ValidationMessage` in the shape yup accepts as a message (an object type without an interface name). */
export type SchemaMessage = { key: ValidationKey; values?: Record<string, unknown> };

/** Builds a message object (yup accepts objects as messages and reports them as they are). */
export function msg(key: ValidationKey, values?: Record<string, unknown>): SchemaMessage {
  return values === undefined ? { key } : { key, values };
}

export function isValidationMessage(x: unknown): x is ValidationMessage {
  return (
    typeof x === 'object' && x !== null && typeof (x as { key?: unknown }).key === 'string'
  );
}

function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Text of a message from a dictionary (English by default), placeholders filled in. */
export function formatValidationMessage(
  message: ValidationMessage,
  dictionary: Readonly<Record<string, string>> = VALIDATION_MESSAGES_EN,
): string {
  const template = dictionary[message.key] ?? message.key;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => stringify(message.values?.[name]));
}

/** Turns a yup error (collected with abortEarly false) into one entry per refused rule. */
export function toInvalidFields(err: ValidationError): InvalidField[] {
  const errors = err.inner.length > 0 ? err.inner : [err];
  const fields: InvalidField[] = [];
  for (const error of errors) {
    const raw: unknown = error.errors[0] ?? error.message;
    const message = isValidationMessage(raw) ? raw : undefined;
    const field = error.path ?? '';
    const key = message?.key ?? 'validation.invalid';
    if (fields.some((f) => f.field === field && f.key === key)) continue;
    const values = plainMessageValues(message?.values);
    fields.push({
      field,
      key,
      message: message ? formatValidationMessage(message) : stringify(raw) || EN['validation.invalid'],
      ...(values ? { values } : {}),
    });
  }
  return fields;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; invalidFields: InvalidField[] };

/** Options of a validation: `now` is the moment "past" is measured from (defaults to the current time). */
export interface ValidateOptions {
  now?: Date;
  /** Further values the schema's rules read from their context (e.g. a leaflet's page count). */
  context?: Record<string, unknown>;
}

/**
 * Validates and casts a value: every rule is checked (not only the first failure) and keys the schema
 * does not know are dropped from the result.
 */
export function validateWith<S extends AnySchema>(
  schema: S,
  value: unknown,
  options: ValidateOptions = {},
): ValidationResult<InferType<S>> {
  try {
    const result = schema.validateSync(value, {
      abortEarly: false,
      stripUnknown: true,
      context: { ...options.context, now: options.now ?? new Date() },
    }) as InferType<S>;
    return { ok: true, value: result };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, invalidFields: toInvalidFields(error) };
    throw error;
  }
}
