import { useQuery } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { formErrors } from '../../shared/forms/validation';
import { notificationFormSchema, toNotificationInput, type NotificationValues } from './notificationsResource';
import { NotificationReachQuery } from './operations';

/** How long typing pauses before the estimate is asked for. */
export const REACH_DEBOUNCE_MS = 400;

/** The estimate is worded here; a refusal is no reason for a toast. */
const QUIET: ErrorHandlingContext = { skipErrorToast: true };

/** The value once it stopped changing for `delay` milliseconds. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * How many devices the notification on screen would reach now (notificationReach), asked once typing
 * pauses and only while the form passes its rules (the planned moment aside: it does not change the reach).
 */
export function ReachEstimate() {
  const { t } = useTranslation('notifications');
  const { values } = useFormikContext<NotificationValues>();
  // The form's own rules (the planned moment aside): the server refuses the same input anyway.
  const complete = useMemo(() => Object.keys(formErrors(notificationFormSchema, values, t)).every((field) => field === 'plannedAt'), [values, t]);
  const inputText = useMemo(() => (complete ? JSON.stringify({ ...toNotificationInput(values), plannedAt: null }) : null), [complete, values]);
  const settled = useDebounced(inputText, REACH_DEBOUNCE_MS);
  const input = useMemo(() => (settled === null ? null : (JSON.parse(settled) as ReturnType<typeof toNotificationInput>)), [settled]);
  const { data, loading, error } = useQuery(NotificationReachQuery, {
    variables: { input: input ?? { channel: 'NEW_OFFERS_NOTIFICATION' } },
    skip: input === null,
    fetchPolicy: 'network-only',
    context: QUIET,
  });
  const reach = data?.notificationReach;
  const waiting = inputText !== null && (settled !== inputText || loading);

  let text: string;
  if (inputText === null) text = t('reach.incomplete');
  else if (waiting) text = t('reach.loading');
  else if (error || reach === undefined) text = t('reach.unavailable');
  else text = t('reach.devices', { count: reach });

  return (
    <StyledReach data-testid="notification-reach">
      <StyledLabel>{t('reach.label')}</StyledLabel>
      <StyledValue aria-live="polite" aria-busy={waiting}>
        {text}
      </StyledValue>
    </StyledReach>
  );
}

const StyledReach = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledLabel = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledValue = styled.span`
  font-variant-numeric: tabular-nums;
`;
