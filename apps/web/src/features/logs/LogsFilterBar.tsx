import { ACTIVITY_KINDS, ACTIVITY_RESOURCES } from '@flyerdesk/domain/activity';
import { RECORD_ACTIONS } from '@flyerdesk/domain/resources';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../shared/resource/ListToolbar';
import { StyledButton } from '../../shared/ui/Button';
import { DatePicker } from '../../shared/ui/DatePicker';
import { actionApplies, type DayRange, type LogChoices } from './activityFilter';
import { StyledFilterBar, StyledRow, StyledSelectField } from './logsStyles';

/** Messages under the date fields (checked here first, or refused by the server). */
export interface DayErrors {
  from?: string | undefined;
  to?: string | undefined;
}

interface Option {
  value: string;
  label: string;
}

function SelectField({
  label,
  value,
  options,
  anyLabel,
  onChange,
  disabled = false,
  hint,
  testId,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  anyLabel: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  hint?: string | undefined;
  testId: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <StyledSelectField>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <p id={hintId}>{hint}</p> : null}
    </StyledSelectField>
  );
}

/**
 * The filters of the activity log: the user (sent once typing pauses), entity, kind, action (record
 * writes only), the first and last day; "Clear filters" and the CSV export of what they match.
 */
export function LogsFilterBar({
  choices,
  days,
  dayErrors,
  exportUrl,
  onChoices,
  onDays,
  onClear,
}: {
  choices: LogChoices;
  days: DayRange;
  dayErrors: DayErrors;
  exportUrl: string;
  /** Keep it the same function between renders: the user's field waits for typing to pause. */
  onChoices: (patch: Partial<LogChoices>) => void;
  onDays: (days: DayRange) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('logs');
  const any = t('filters.any');
  const actionOn = actionApplies(choices.kind);
  const onUser = useCallback((user: string) => onChoices({ user: user.trim() }), [onChoices]);
  return (
    <section aria-label={t('filters.label')}>
      <StyledFilterBar>
        <SearchBox value={choices.user} onSearch={onUser} label={t('filters.user')} />
        <SelectField
          label={t('filters.resource')}
          value={choices.resource}
          anyLabel={any}
          options={ACTIVITY_RESOURCES.map((resource) => ({ value: resource, label: t(`resource.${resource}`) }))}
          onChange={(resource) => onChoices({ resource: resource as LogChoices['resource'] })}
          testId="logs-resource-filter"
        />
        <SelectField
          label={t('filters.kind')}
          value={choices.kind}
          anyLabel={any}
          options={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          onChange={(kind) => {
            const next = kind as LogChoices['kind'];
            onChoices(actionApplies(next) ? { kind: next } : { kind: next, action: '' });
          }}
          testId="logs-kind-filter"
        />
        <SelectField
          label={t('filters.action')}
          value={actionOn ? choices.action : ''}
          anyLabel={any}
          options={RECORD_ACTIONS.map((action) => ({ value: action, label: t(`action.${action}`) }))}
          onChange={(action) => onChoices({ action: action as LogChoices['action'] })}
          disabled={!actionOn}
          hint={actionOn ? undefined : t('filters.actionOnlyRecords')}
          testId="logs-action-filter"
        />
        <DatePicker
          label={t('filters.from')}
          value={days.fromDay}
          onChange={(fromDay) => onDays({ ...days, fromDay })}
          error={dayErrors.from}
          testId="logs-from"
        />
        <DatePicker
          label={t('filters.to')}
          value={days.toDay}
          onChange={(toDay) => onDays({ ...days, toDay })}
          error={dayErrors.to}
          testId="logs-to"
        />
      </StyledFilterBar>
      <StyledRow>
        <StyledButton type="button" onClick={onClear}>
          {t('filters.clear')}
        </StyledButton>
        <StyledButton as="a" href={exportUrl} download data-testid="logs-export">
          {t('filters.export')}
        </StyledButton>
      </StyledRow>
    </section>
  );
}
