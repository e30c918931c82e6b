import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { getIn, useField, useFormikContext, type FieldValidator } from 'formik';
import { useEffect, useId, useRef, useState, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordFieldset } from '../../shared/resource/RecordFields';
import { StyledButton } from '../../shared/ui/Button';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';

/**
 * Form parts of the app configuration's sections, bound to the kit's record form by the field's path
 * in the section's document (`items[1].title`). The form keeps the schema's messages under those
 * whole paths; each part shows its own once it was left or the form was submitted.
 */

/** The message of a field by its path, once the field was left or the form was submitted. */
export function useFieldError(path: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const flat: unknown = (errors as Record<string, unknown>)[path];
  const nested: unknown = getIn(errors, path);
  const message = typeof flat === 'string' ? flat : typeof nested === 'string' ? nested : undefined;
  const shown = submitCount > 0 || getIn(touched, path) === true;
  return shown ? message : undefined;
}

/** The ids of the parts that describe a control (hint, message), or undefined when there are none. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

export interface PathTextFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'url' | 'number';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  testId?: string;
  /** Checks of this field beyond the section's schema (formik's field-level validation). */
  validate?: FieldValidator;
  /** Shown under the field whatever was touched (a rule that involves other sections). */
  notice?: string | undefined;
  maxLength?: number;
  multiline?: boolean;
}

/** A labelled text (or number, or link) input with its hint and message. */
export function PathTextField({ name, label, hint, type = 'text', inputMode, testId, validate, notice, maxLength, multiline = false }: PathTextFieldProps) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string | number | null>(validate ? { name, validate } : name);
  const error = useFieldError(name);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice && notice !== error ? `${id}-notice` : undefined;
  const common = {
    id,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    readOnly,
    'aria-invalid': error || noticeId ? true : undefined,
    'aria-describedby': describedBy(hintId, errorId, noticeId),
    'data-testid': testId,
  };
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {multiline ? (
        <StyledTextArea {...common} rows={3} {...(maxLength ? { maxLength } : {})} />
      ) : (
        <StyledInput
          {...common}
          type={type}
          autoComplete="off"
          spellCheck={type === 'text' ? undefined : false}
          {...(inputMode ? { inputMode } : {})}
          {...(maxLength ? { maxLength } : {})}
          {...(type === 'number' ? { step: 1 } : {})}
        />
      )}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      {noticeId ? (
        <StyledError id={noticeId} role="alert" data-testid={testId ? `${testId}-notice` : undefined}>
          {notice}
        </StyledError>
      ) : null}
    </StyledField>
  );
}

/** A yes/no switch of a nested field (disabled while read-only). */
export function PathCheckbox({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const readOnly = useRecordFormReadOnly();
  const [{ value: _value, checked, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <StyledCheck>
      <input id={id} type="checkbox" {...field} checked={checked ?? false} disabled={readOnly} data-testid={testId} />
      <label htmlFor={id}>{label}</label>
    </StyledCheck>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A select bound to a field whose value is not necessarily text: `read` gives the option's value of
 * the field's value ('' for none), `write` the field's value of an option.
 */
export function PathSelect<T>({
  name,
  label,
  options,
  placeholder,
  read,
  write,
  validate,
  notice,
  testId,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The option of no value (e.g. "Choose a type"). */
  placeholder?: string;
  read: (value: T) => string;
  write: (option: string) => T;
  validate?: FieldValidator;
  notice?: string | undefined;
  testId?: string;
}) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<T>(validate ? { name, validate } : name);
  const error = useFieldError(name);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice && notice !== error ? `${id}-notice` : undefined;
  const current = read(field.value);
  const known = current === '' || options.some((option) => option.value === current);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        id={id}
        name={name}
        value={current}
        disabled={readOnly}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => void helpers.setValue(write(event.target.value))}
        onBlur={() => void helpers.setTouched(true)}
        aria-invalid={error || noticeId ? true : undefined}
        aria-describedby={describedBy(errorId, noticeId)}
        data-testid={testId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {known ? null : <option value={current}>{current}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      {noticeId ? (
        <StyledError id={noticeId} role="alert" data-testid={testId ? `${testId}-notice` : undefined}>
          {notice}
        </StyledError>
      ) : null}
    </StyledField>
  );
}

/** Moves the entry at `from` to `to` (a copy of the list). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

type Control = 'input' | 'up' | 'down' | 'remove' | 'add';

/**
 * Add, remove and reorder of a list field. After each, the focus goes where the keyboard user expects
 * it: the new entry's first input, the moved entry's same button, the entry after a removed one (or
 * the add button).
 */
function useListEditing<T>(name: string, newEntry: () => T) {
  const [field, , helpers] = useField<T[] | null>(name);
  const list = Array.isArray(field.value) ? field.value : [];
  const container = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ index: number; control: Control } | null>(null);

  useEffect(() => {
    if (!focus || !container.current) return;
    const root = container.current;
    const row = root.querySelector<HTMLElement>(`[data-entry="${String(focus.index)}"]`);
    // The same control of the entry; a move button that cannot move further gives way to the other one.
    const controls: Control[] = focus.control === 'up' ? ['up', 'down'] : focus.control === 'down' ? ['down', 'up'] : [focus.control];
    const candidates =
      focus.control === 'add' || !row
        ? [root.querySelector<HTMLElement>('[data-control="add"]')]
        : [...controls.map((control) => row.querySelector<HTMLElement>(`[data-control="${control}"]`)), row.querySelector<HTMLElement>('input, select, textarea')];
    candidates.find((element) => element && !(element as HTMLButtonElement).disabled)?.focus();
    setFocus(null);
  }, [focus]);

  const set = (next: T[]) => {
    void helpers.setValue(next);
  };
  return {
    list,
    container,
    add: () => {
      set([...list, newEntry()]);
      setFocus({ index: list.length, control: 'input' });
    },
    remove: (index: number) => {
      set(list.filter((_, at) => at !== index));
      setFocus(list.length > 1 ? { index: Math.min(index, list.length - 2), control: 'input' } : { index: 0, control: 'add' });
    },
    move: (index: number, to: number) => {
      if (to < 0 || to >= list.length) return;
      set(moved(list, index, to));
      setFocus({ index: to, control: to < index ? 'up' : 'down' });
    },
  };
}

/** The buttons of one entry: up, down, remove (each named with the entry). */
function EntryButtons({ item, index, count, onMove, onRemove }: { item: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('appConfig');
  return (
    <StyledEntryButtons>
      <StyledSmallButton type="button" $variant="ghost" data-control="up" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('list.moveUp', { item })}>
        <span aria-hidden="true">{t('list.up')}</span>
      </StyledSmallButton>
      <StyledSmallButton type="button" $variant="ghost" data-control="down" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('list.moveDown', { item })}>
        <span aria-hidden="true">{t('list.down')}</span>
      </StyledSmallButton>
      <StyledSmallButton type="button" $variant="ghost" data-control="remove" onClick={onRemove} aria-label={t('list.remove', { item })}>
        {t('list.removeShort')}
      </StyledSmallButton>
    </StyledEntryButtons>
  );
}

export interface TextListFieldProps {
  name: string;
  legend: string;
  /** The label of the entry at 1-based `number` (e.g. "Keyword 2"). */
  itemLabel: (number: number) => string;
  addLabel: string;
  emptyLabel: string;
  kind?: 'text' | 'number';
  hint?: string;
  testId: string;
}

/** A list of texts (or whole numbers): one input per entry, each moved up or down or removed; new entries at the end. */
export function TextListField({ name, legend, itemLabel, addLabel, emptyLabel, kind = 'text', hint, testId }: TextListFieldProps) {
  const readOnly = useRecordFormReadOnly();
  const { setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const { list, container, add, remove, move } = useListEditing<string | number>(name, () => '');
  const error = useFieldError(name);
  const id = useId();
  return (
    <RecordFieldset legend={legend} error={error}>
      {hint ? <StyledHint>{hint}</StyledHint> : null}
      <div ref={container} data-testid={testId}>
        {list.length === 0 ? <StyledHint>{emptyLabel}</StyledHint> : null}
        <StyledRows>
          {list.map((value, index) => {
            const path = `${name}[${String(index)}]`;
            const label = itemLabel(index + 1);
            return (
              <StyledRow key={index} data-entry={index}>
                <ListItemInput
                  id={`${id}-${String(index)}`}
                  path={path}
                  label={label}
                  value={value}
                  kind={kind}
                  readOnly={readOnly}
                  onChange={(next) => void setFieldValue(path, next)}
                  onBlur={() => void setFieldTouched(path, true, false)}
                />
                {readOnly ? null : <EntryButtons item={label} index={index} count={list.length} onMove={(to) => move(index, to)} onRemove={() => remove(index)} />}
              </StyledRow>
            );
          })}
        </StyledRows>
        {readOnly ? null : (
          <StyledButton type="button" data-control="add" onClick={add}>
            {addLabel}
          </StyledButton>
        )}
      </div>
    </RecordFieldset>
  );
}

/** One entry of a TextListField: a whole number is kept as a number, anything else as typed. */
function ListItemInput({
  id,
  path,
  label,
  value,
  kind,
  readOnly,
  onChange,
  onBlur,
}: {
  id: string;
  path: string;
  label: string;
  value: string | number;
  kind: 'text' | 'number';
  readOnly: boolean;
  onChange: (value: string | number) => void;
  onBlur: () => void;
}) {
  const error = useFieldError(path);
  const errorId = `${id}-error`;
  return (
    <StyledItemField>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <StyledInput
        id={id}
        name={path}
        type={kind === 'number' ? 'number' : 'text'}
        {...(kind === 'number' ? { inputMode: 'numeric' as const, step: 1, min: 1 } : {})}
        value={value}
        readOnly={readOnly}
        autoComplete="off"
        onChange={(event) => {
          const text = event.target.value;
          if (kind !== 'number') return onChange(text);
          const number = Number(text);
          onChange(text.trim() !== '' && Number.isFinite(number) ? number : text);
        }}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledItemField>
  );
}

export interface EntryListFieldProps {
  name: string;
  legend: string;
  /** The heading of the entry at 1-based `number` (e.g. "Article 2"). */
  heading: (number: number) => string;
  addLabel: string;
  emptyLabel: string;
  newEntry: () => Record<string, unknown>;
  /** The entry's fields, by its path (`items[1]`). */
  renderEntry: (path: string, index: number) => ReactNode;
  testId: string;
}

/** A list of entries (articles, links, categories …): each a group of fields with its heading, moved up or down or removed. */
export function EntryListField({ name, legend, heading, addLabel, emptyLabel, newEntry, renderEntry, testId }: EntryListFieldProps) {
  const readOnly = useRecordFormReadOnly();
  const { list, container, add, remove, move } = useListEditing<Record<string, unknown>>(name, newEntry);
  const error = useFieldError(name);
  return (
    <RecordFieldset legend={legend} error={error}>
      <div ref={container} data-testid={testId}>
        {list.length === 0 ? <StyledHint>{emptyLabel}</StyledHint> : null}
        <StyledRows>
          {list.map((_, index) => {
            const title = heading(index + 1);
            return (
              <StyledEntry key={index} data-entry={index}>
                <StyledEntryHead>
                  <StyledEntryTitle>{title}</StyledEntryTitle>
                  {readOnly ? null : <EntryButtons item={title} index={index} count={list.length} onMove={(to) => move(index, to)} onRemove={() => remove(index)} />}
                </StyledEntryHead>
                {renderEntry(`${name}[${String(index)}]`, index)}
              </StyledEntry>
            );
          })}
        </StyledRows>
        {readOnly ? null : (
          <StyledButton type="button" data-control="add" onClick={add}>
            {addLabel}
          </StyledButton>
        )}
      </div>
    </RecordFieldset>
  );
}

export interface Choice {
  id: string;
  name: string;
}

/**
 * Ids picked from a list of choices (shops, cooks, recipes) as checkboxes with a search box; ids
 * picked before that are no longer on offer stay picked and are named under the list.
 */
export function ChoicesField({
  name,
  legend,
  choices,
  filterLabel,
  loadingLabel,
  emptyLabel,
  testId,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[] | undefined;
  filterLabel: string;
  loadingLabel: string;
  emptyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation('appConfig');
  const [field] = useField<string[] | null>(name);
  const picked = Array.isArray(field.value) ? field.value : [];
  const missing = choices ? picked.filter((id) => !choices.some((choice) => choice.id === id)) : [];
  return (
    <RecordCheckboxList
      name={name}
      legend={legend}
      choices={choices}
      order={(ids) => ids}
      filterLabel={filterLabel}
      loadingLabel={loadingLabel}
      emptyLabel={emptyLabel}
      testId={testId}
    >
      {missing.length > 0 ? <StyledHint>{t('choices.notListed', { count: missing.length, ids: missing.join(', ') })}</StyledHint> : null}
    </RecordCheckboxList>
  );
}

/** A colour as #rrggbb: typed, or picked with the browser's colour picker (keyboard-operable). */
export function ColorField({ name, label, pickerLabel, testId }: { name: string; label: string; pickerLabel: string; testId: string }) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string>(name);
  const valid = /^#[0-9a-f]{6}$/i.test(field.value.trim());
  return (
    <StyledColorRow>
      <StyledGrow>
        <PathTextField name={name} label={label} testId={testId} maxLength={7} />
      </StyledGrow>
      <StyledColorPicker>
        <VisuallyHidden asChild>
          <label htmlFor={`${testId}-picker`}>{pickerLabel}</label>
        </VisuallyHidden>
        <input
          id={`${testId}-picker`}
          type="color"
          value={valid ? field.value.trim().toLowerCase() : '#000000'}
          disabled={readOnly}
          onChange={(event) => void helpers.setValue(event.target.value.toLowerCase())}
          data-testid={`${testId}-picker`}
        />
      </StyledColorPicker>
    </StyledColorRow>
  );
}

/**
 * A picture's address with a preview of the picture. When the picture cannot be loaded from the
 * address, a message says so under the field (the address itself may still be a valid link).
 */
export function PictureUrlField({ name, label, hint, testId, validate, notice }: { name: string; label: string; hint?: string; testId: string; validate?: FieldValidator; notice?: string | undefined }) {
  const { t } = useTranslation('appConfig');
  const [field] = useField<string | null>(name);
  const error = useFieldError(name);
  const url = (field.value ?? '').trim();
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url !== '' && !error;
  return (
    <StyledPicture>
      <PathTextField name={name} label={label} type="url" inputMode="url" testId={testId} {...(hint ? { hint } : {})} {...(validate ? { validate } : {})} notice={notice} />
      {shown ? (
        <StyledPreview>
          {failed === url ? null : (
            <StyledPreviewImage key={url} src={url} alt={t('picture.preview')} onError={() => setFailed(url)} onLoad={() => setFailed(null)} data-testid={`${testId}-preview`} />
          )}
          {failed === url ? (
            <StyledError role="alert" data-testid={`${testId}-load-error`}>
              {t('picture.loadError')}
            </StyledError>
          ) : null}
        </StyledPreview>
      ) : null}
    </StyledPicture>
  );
}

export const StyledHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledInput = styled.input`
  ${textControlStyles}
  min-width: 0;
  width: 100%;
  box-sizing: border-box;
`;

const StyledTextArea = styled.textarea`
  ${textControlStyles}
  resize: vertical;
  min-width: 0;
`;

const StyledSelect = styled.select`
  ${textControlStyles}
  max-width: 100%;
`;

const StyledCheck = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const StyledRows = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledItemField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 14rem;
  min-width: 0;
`;

const StyledEntry = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledEntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const StyledEntryTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledEntryButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledSmallButton = styled(StyledButton)`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

const StyledColorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledGrow = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

const StyledColorPicker = styled.div`
  padding-top: ${({ theme }) => theme.space(6)};

  input {
    width: 48px;
    height: 36px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;

const StyledPicture = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledPreview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: calc(-1 * ${({ theme }) => theme.space(2)});
`;

const StyledPreviewImage = styled.img`
  display: block;
  max-width: min(320px, 100%);
  max-height: 180px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
