import { formatDateTime } from '@flyerdesk/domain/dates';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { linkSwapSchema } from '@flyerdesk/domain/validation/pageDetails';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LinkPlatform, LinkSwapStatus } from '../../__generated__/graphql';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DateTimePicker } from '../../shared/ui/DatePicker';
import { EmptyState } from '../../shared/ui/States';
import { StyledError, StyledField, StyledLabel, TextField } from '../../shared/ui/TextField';
import { CancelLinkSwapMutation, ScheduleLinkSwapMutation } from './operations';
import {
  contextOf,
  refusedFields,
  schemaErrors,
  StyledActions,
  StyledForm,
  StyledHeading,
  StyledHelp,
  StyledList,
  StyledRow,
  StyledRowText,
  StyledSection,
  StyledSelect,
  toastWriteError,
} from './parts';
import { usePageDetailsWrite, type PageDetails } from './usePageDetails';

const pickDetails = (data: { details: PageDetails }) => data.details;

/** The platforms a link swap can apply to, in the order the form offers them. */
const PLATFORMS: readonly LinkPlatform[] = ['ios', 'android', 'android2', 'web', 'wp'];

type Swap = PageDetails['linkSwaps'][number];

interface SwapValues {
  redirectId: string;
  /** The moment as UTC ISO text (picked in local time), '' when not chosen. */
  at: string;
  newLink: string;
  platforms: LinkPlatform[];
}

const EMPTY: SwapValues = { redirectId: '', at: '', newLink: '', platforms: [] };

/**
 * Scheduled link swaps (spec §3 Page redirect, §5): a redirect, the day and hour (not in the past),
 * the new link and the platforms it applies to (at least one); the planned, applied and cancelled
 * swaps, and cancelling one while it is planned.
 */
export function LinkSwapsSection({ details, replace }: { details: PageDetails; replace: (details: PageDetails) => void }) {
  const { t } = useTranslation('pageDetails');
  const headingId = useId();
  const redirectFieldId = useId();
  const [schedule, scheduling] = usePageDetailsWrite(ScheduleLinkSwapMutation, pickDetails, replace);
  const [cancel] = usePageDetailsWrite(CancelLinkSwapMutation, pickDetails, replace);
  const [values, setValues] = useState<SwapValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<Swap | null>(null);

  const set = <K extends keyof SwapValues>(name: K, value: SwapValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };
  const redirectOf = (id: string) => details.redirects.find((redirect) => redirect.id === id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(linkSwapSchema, values, contextOf(details), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await schedule({
        leafletId: details.leafletId,
        input: { redirectId: values.redirectId, at: values.at, newLink: values.newLink.trim(), platforms: values.platforms },
      });
      toast.success(t('swaps.planned'));
      setValues(EMPTY);
    } catch (error) {
      const refused = refusedFields(error, t);
      if (Object.keys(refused).length > 0) setErrors(refused);
      else toastWriteError(error, t);
    }
  };

  const swaps = [...details.linkSwaps].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t('swaps.heading')}</StyledHeading>
      {details.redirects.length === 0 ? (
        <StyledHelp>{t('swaps.noRedirects')}</StyledHelp>
      ) : (
        <StyledForm onSubmit={(event) => void submit(event)} noValidate data-testid="link-swap-form">
          <StyledField>
            <StyledLabel htmlFor={redirectFieldId}>{t('swaps.redirect')}</StyledLabel>
            <StyledSelect
              id={redirectFieldId}
              name="redirectId"
              value={values.redirectId}
              onChange={(event) => set('redirectId', event.target.value)}
              aria-invalid={errors['redirectId'] ? true : undefined}
              aria-describedby={errors['redirectId'] ? `${redirectFieldId}-error` : undefined}
            >
              <option value="">{t('swaps.chooseRedirect')}</option>
              {details.redirects.map((redirect) => (
                <option key={redirect.id} value={redirect.id}>
                  {t('redirects.pages', { positions: redirect.positionsText })}
                  {redirect.description ? ` – ${redirect.description}` : ''}
                </option>
              ))}
            </StyledSelect>
            {errors['redirectId'] ? <StyledError id={`${redirectFieldId}-error`}>{errors['redirectId']}</StyledError> : null}
          </StyledField>
          <DateTimePicker
            label={t('fields.at')}
            value={values.at}
            onChange={(value) => set('at', value)}
            error={errors['at'] || undefined}
            testId="link-swap-at"
          />
          <TextField
            name="newLink"
            label={t('swaps.newLink')}
            type="url"
            inputMode="url"
            value={values.newLink}
            onChange={(event) => set('newLink', event.target.value)}
            error={errors['newLink']}
          />
          <StyledPlatforms aria-invalid={errors['platforms'] ? true : undefined} aria-describedby={errors['platforms'] ? `${redirectFieldId}-platforms` : undefined}>
            <legend>{t('swaps.platforms')}</legend>
            {PLATFORMS.map((platform) => (
              <label key={platform}>
                <input
                  type="checkbox"
                  name="platforms"
                  value={platform}
                  checked={values.platforms.includes(platform)}
                  onChange={(event) =>
                    set(
                      'platforms',
                      event.target.checked ? [...values.platforms, platform] : values.platforms.filter((item) => item !== platform),
                    )
                  }
                />
                {formatPlatformName(platform)}
              </label>
            ))}
            {errors['platforms'] ? <StyledError id={`${redirectFieldId}-platforms`}>{errors['platforms']}</StyledError> : null}
          </StyledPlatforms>
          <StyledActions>
            <StyledButton type="submit" $variant="primary" disabled={scheduling}>
              {t('swaps.submit')}
            </StyledButton>
          </StyledActions>
        </StyledForm>
      )}
      {swaps.length === 0 ? (
        <EmptyState message={t('swaps.empty')} />
      ) : (
        <StyledList aria-label={t('swaps.heading')}>
          {swaps.map((swap) => {
            const redirect = redirectOf(swap.redirectId);
            const at = formatDateTime(swap.at);
            return (
              <StyledRow key={swap.id} data-testid={`link-swap-row-${swap.id}`}>
                <StyledRowText>
                  <strong>{t('swaps.summary', { at, link: swap.newLink })}</strong>
                  {redirect ? <small>{t('swaps.of', { positions: redirect.positionsText })}</small> : null}
                  <small>{swap.platforms.map((platform) => formatPlatformName(platform)).join(', ')}</small>
                  {swap.appliedAt ? <small>{t('swaps.appliedAt', { at: formatDateTime(swap.appliedAt) })}</small> : null}
                </StyledRowText>
                <StyledActions>
                  <SwapStatus status={swap.status} />
                  {swap.status === 'PLANNED' ? (
                    <StyledButton type="button" $variant="ghost" aria-label={t('swaps.cancelOne', { at })} onClick={() => setCancelling(swap)}>
                      {t('swaps.cancelSwap')}
                    </StyledButton>
                  ) : null}
                </StyledActions>
              </StyledRow>
            );
          })}
        </StyledList>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('swaps.cancelSwap')}
        description={cancelling ? t('swaps.confirmCancel', { at: formatDateTime(cancelling.at) }) : ''}
        confirmLabel={t('swaps.cancelSwap')}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel({ leafletId: details.leafletId, id: cancelling.id });
            toast.success(t('swaps.cancelled'));
          } catch (error) {
            toastWriteError(error, t);
          }
        }}
      />
    </StyledSection>
  );
}

function SwapStatus({ status }: { status: LinkSwapStatus }) {
  const { t } = useTranslation('pageDetails');
  return (
    <StyledStatus $status={status} data-status={status}>
      {t(`swaps.status.${status}`)}
    </StyledStatus>
  );
}

const StyledPlatforms = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }

  p {
    flex-basis: 100%;
  }
`;

const StyledStatus = styled.span<{ $status: LinkSwapStatus }>`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid
    ${({ theme, $status }) =>
      $status === 'PLANNED' ? theme.colors.info : $status === 'APPLIED' ? theme.colors.success : $status === 'FAILED' ? theme.colors.danger : theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;
