import { useField, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordFieldset } from '../../shared/resource/RecordFields';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { LoadingState } from '../../shared/ui/States';

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
  const readOnly = useRecordFormReadOnly();
  const [field, meta, helpers] = useField<string[]>('storeIds');
  const { submitCount } = useFormikContext();
  const error = meta.touched || submitCount > 0 ? meta.error : undefined;
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const selected = useMemo(() => new Set(field.value), [field.value]);
  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return [...(stores ?? [])]
      .filter((store) => needle === '' || store.name.toLocaleLowerCase().includes(needle))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [stores, filter]);
  const known = useMemo(() => new Set((stores ?? []).map((store) => store.id)), [stores]);
  const hidden = field.value.filter((id) => !known.has(id)).length;

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...field.value, id] : field.value.filter((value) => value !== id);
    void helpers.setValue([...new Set(next)].sort());
  };

  return (
    <RecordFieldset legend={t('fields.storeIds')} error={typeof error === 'string' ? error : undefined}>
      <StyledSummary>{t('shops.selected', { count: field.value.length })}</StyledSummary>
      {loading && !stores ? (
        <LoadingState label={t('shops.loading')} lines={2} />
      ) : (
        <>
          <StyledFilter>
            <label htmlFor={filterId}>{t('shops.filter')}</label>
            <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </StyledFilter>
          <StyledList data-testid="stores-picker">
            {visible.length === 0 ? <li>{t('shops.none')}</li> : null}
            {visible.map((store) => (
              <li key={store.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected.has(store.id)}
                    disabled={readOnly}
                    onChange={(event) => toggle(store.id, event.target.checked)}
                  />
                  {store.name}
                </label>
              </li>
            ))}
          </StyledList>
          {hidden > 0 ? <StyledSummary>{t('shops.hidden', { count: hidden })}</StyledSummary> : null}
        </>
      )}
    </RecordFieldset>
  );
}

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFilter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    font: inherit;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledList = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
`;
