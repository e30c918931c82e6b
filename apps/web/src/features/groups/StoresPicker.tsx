import { useField } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';

export interface StoreOption {
  id: string;
  name: string;
}

/**
 * The shops of a group: a filter box over a list of checkboxes (Tab reaches the list, Space ticks a
 * shop), bound to the form's `storeIds`. Shops the user may not see stay in the group untouched.
 */
export function StoresPicker({ stores, loading }: { stores: readonly StoreOption[] | undefined; loading: boolean }) {
  const { t } = useTranslation('groups');
  const [field] = useField<string[]>('storeIds');
  const sorted = useMemo(() => [...(stores ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [stores]);
  const known = useMemo(() => new Set((stores ?? []).map((store) => store.id)), [stores]);
  const hidden = field.value.filter((id) => !known.has(id)).length;
  const loaded = !(loading && !stores);

  return (
    <RecordCheckboxList
      name="storeIds"
      legend={t('fields.storeIds')}
      choices={loaded ? sorted : undefined}
      order={(ids) => [...ids].sort()}
      loadingLabel={t('shops.loading')}
      emptyLabel={t('shops.none')}
      testId="stores-picker"
      filterLabel={t('shops.filter')}
    >
      <StyledSummary>{t('shops.selected', { count: field.value.length })}</StyledSummary>
      {hidden > 0 ? <StyledSummary>{t('shops.hidden', { count: hidden })}</StyledSummary> : null}
    </RecordCheckboxList>
  );
}

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
