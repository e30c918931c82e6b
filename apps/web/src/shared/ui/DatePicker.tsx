import {
  CalendarDate,
  CalendarDateTime,
  Time,
  getLocalTimeZone,
  parseAbsoluteToLocal,
  parseDate,
  toCalendarDateTime,
} from '@internationalized/date';
import { useId } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  TimeField,
  type DateValue,
  type TimeValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledError, StyledField, StyledLabel } from './TextField';

/**
 * Locales the date fields are shown in, per interface language. Spec §9 shows dates as dd.MM.yyyy
 * and date-times as dd.MM.yyyy HH:mm in every language: Polish and Russian write them so; English
 * as used in Switzerland does too (and keeps English month and weekday names in the calendar).
 */
const FIELD_LOCALES: Readonly<Record<string, string>> = { pl: 'pl-PL', en: 'en-CH', ru: 'ru-RU' };

export function dateFieldLocale(language: string | undefined): string {
  return FIELD_LOCALES[(language ?? 'pl').slice(0, 2)] ?? 'pl-PL';
}

interface CommonProps {
  label: string;
  /** Message shown under the field; marks the field invalid. */
  error?: string | undefined;
  /** A hint under the field (e.g. a warning that is not an error). */
  description?: string | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  required?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  /** data-testid of the field's wrapper. */
  testId?: string | undefined;
}

export interface DatePickerProps extends CommonProps {
  /** The calendar day as 'yyyy-MM-dd', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

export interface DateTimePickerProps extends CommonProps {
  /** The moment as ISO-8601 text (stored in UTC), or '' when empty; shown and typed in local time. */
  value: string;
  onChange: (value: string) => void;
}

function toCalendarDay(value: string): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

function toLocalDateTime(value: string): CalendarDateTime | null {
  if (!value) return null;
  try {
    return toCalendarDateTime(parseAbsoluteToLocal(new Date(value).toISOString()));
  } catch {
    return null;
  }
}

/** A day picked or typed: its text 'yyyy-MM-dd' (the calendar day, whatever the time zone). */
function dayText(value: DateValue | null): string {
  return value ? new CalendarDate(value.year, value.month, value.day).toString() : '';
}

/** A local date and time picked or typed: the moment as UTC ISO text. */
function momentText(value: DateValue | null): string {
  if (!value) return '';
  const local = new CalendarDateTime(value.year, value.month, value.day, 'hour' in value ? value.hour : 0, 'minute' in value ? value.minute : 0);
  return local.toDate(getLocalTimeZone()).toISOString();
}

/**
 * A date field (spec §9: dd.MM.yyyy): typed segment by segment with the keyboard (arrows change a
 * segment, digits type it, Backspace clears it) or picked from a calendar opened by its button.
 */
export function DatePicker(props: DatePickerProps) {
  return <PickerField {...props} granularity="day" parse={toCalendarDay} write={dayText} />;
}

/** A date and time field (spec §9: dd.MM.yyyy HH:mm, 24-hour clock, local time). */
export function DateTimePicker(props: DateTimePickerProps) {
  return <PickerField {...props} granularity="minute" parse={toLocalDateTime} write={momentText} />;
}

export interface TimePickerProps extends CommonProps {
  /** The time of day as 'HH:mm', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

const TIME_TEXT = /^(\d{2}):(\d{2})/;

function toTime(value: string): Time | null {
  const match = TIME_TEXT.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? new Time(hour, minute) : null;
}

function timeText(value: TimeValue | null): string {
  return value ? `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}` : '';
}

/** A time of day field (HH:mm, 24-hour clock), typed segment by segment with the keyboard. */
export function TimePicker({ label, error, description, disabled, readOnly, required, onBlur, testId, value, onChange }: TimePickerProps) {
  const { i18n } = useTranslation('common');
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined;
  return (
    <I18nProvider locale={dateFieldLocale(i18n.language)}>
      <StyledPickerField data-testid={testId}>
        <TimeField<TimeValue>
          value={toTime(value)}
          onChange={(next) => {
            const text = timeText(next);
            if (text !== value) onChange(text);
          }}
          onBlur={onBlur}
          hourCycle={24}
          shouldForceLeadingZeros
          isDisabled={disabled ?? false}
          isReadOnly={readOnly ?? false}
          isRequired={required ?? false}
          isInvalid={Boolean(error)}
          validationBehavior="aria"
          aria-describedby={describedBy}
        >
          <StyledLabel as={Label}>{label}</StyledLabel>
          <StyledGroup>
            <StyledDateInput>{(segment) => <StyledSegment segment={segment} />}</StyledDateInput>
          </StyledGroup>
        </TimeField>
        {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
        {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      </StyledPickerField>
    </I18nProvider>
  );
}

interface PickerFieldProps extends CommonProps {
  value: string;
  onChange: (value: string) => void;
  granularity: 'day' | 'minute';
  parse: (value: string) => DateValue | null;
  write: (value: DateValue | null) => string;
}

function PickerField({
  label,
  error,
  description,
  disabled,
  readOnly,
  required,
  onBlur,
  testId,
  value,
  onChange,
  granularity,
  parse,
  write,
}: PickerFieldProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined;
  return (
    <I18nProvider locale={dateFieldLocale(i18n.language)}>
      <StyledPickerField data-testid={testId}>
        <AriaDatePicker<DateValue>
          value={parse(value)}
          onChange={(next) => {
            const text = write(next);
            if (text !== value) onChange(text);
          }}
          onBlur={onBlur}
          granularity={granularity}
          hourCycle={24}
          shouldForceLeadingZeros
          hideTimeZone
          isDisabled={disabled ?? false}
          isReadOnly={readOnly ?? false}
          isRequired={required ?? false}
          isInvalid={Boolean(error)}
          validationBehavior="aria"
          aria-describedby={describedBy}
        >
          <StyledLabel as={Label}>{label}</StyledLabel>
          <StyledGroup>
            <StyledDateInput>{(segment) => <StyledSegment segment={segment} />}</StyledDateInput>
            <StyledCalendarButton aria-label={t('datePicker.open', { label })}>
              <span aria-hidden="true">▾</span>
            </StyledCalendarButton>
          </StyledGroup>
          <StyledPopover>
            <Dialog aria-label={label}>
              <StyledCalendar>
                <StyledCalendarHeader>
                  <StyledNavButton slot="previous" aria-label={t('datePicker.previous')}>
                    <span aria-hidden="true">‹</span>
                  </StyledNavButton>
                  <Heading />
                  <StyledNavButton slot="next" aria-label={t('datePicker.next')}>
                    <span aria-hidden="true">›</span>
                  </StyledNavButton>
                </StyledCalendarHeader>
                <CalendarGrid>{(date) => <StyledCell date={date} />}</CalendarGrid>
              </StyledCalendar>
            </Dialog>
          </StyledPopover>
        </AriaDatePicker>
        {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
        {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      </StyledPickerField>
    </I18nProvider>
  );
}

/** A field whose picker (label over the input, as every other field) comes from react-aria. */
const StyledPickerField = styled(StyledField)`
  & > .react-aria-DatePicker,
  & > .react-aria-TimeField {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const StyledGroup = styled(Group)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: fit-content;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[data-focus-within] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[data-disabled] {
    opacity: 0.6;
  }
`;

const StyledDateInput = styled(DateInput)`
  display: inline-flex;
  font-variant-numeric: tabular-nums;
`;

const StyledSegment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: 3px;
  outline: none;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[data-type='literal'] {
    padding: 0;
  }

  &[data-focused] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const StyledCalendarButton = styled(Button)`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledPopover = styled(Popover)`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};

  [role='dialog'] {
    outline: none;
  }
`;

const StyledCalendar = styled(Calendar)`
  table {
    border-collapse: collapse;
  }

  th {
    padding-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
`;

const StyledCalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledNavButton = styled(StyledCalendarButton)``;

const StyledCell = styled(CalendarCell)`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }

  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
