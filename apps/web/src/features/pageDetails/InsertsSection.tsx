import { useQuery } from '@apollo/client/react';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { formatPagePositions, parsePagePositions } from '@flyerdesk/domain/pagePositions';
import { maxPagePosition, pageInsertSchema } from '@flyerdesk/domain/validation/pageDetails';
import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { StyledError, StyledField, StyledLabel, TextField } from '../../shared/ui/TextField';
import { describeError } from '../../shared/errors/describeError';
import { AddPageInsertsMutation, InsertChoicesQuery, RemovePageInsertMutation } from './operations';
import {
  contextOf,
  refusedFields,
  schemaErrors,
  StyledActions,
  StyledFieldRow,
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
const SEARCH_DELAY_MS = 250;

type Placed = PageDetails['inserts'][number];

/**
 * Inserts placed among the leaflet's pages (spec §3 Insert, §5): an insert chosen from the inserts
 * (searched by technical name), placed at positions written like 2,5-12 (1 … pageCount + 1). A
 * position taken meanwhile by someone else is refused by the server under the positions field.
 */
export function InsertsSection({ details, replace }: { details: PageDetails; replace: (details: PageDetails) => void }) {
  const { t } = useTranslation('pageDetails');
  const [add, adding] = usePageDetailsWrite(AddPageInsertsMutation, pickDetails, replace);
  const [remove] = usePageDetailsWrite(RemovePageInsertMutation, pickDetails, replace);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [insertId, setInsertId] = useState('');
  const [positions, setPositions] = useState('');
  const [errors, setErrors] = useState<{ insertId?: string | undefined; positions?: string | undefined }>({});
  const [removing, setRemoving] = useState<Placed | null>(null);
  const selectId = useId();
  const max = maxPagePosition('insert', details.pageCount);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const choices = useQuery(InsertChoicesQuery, {
    variables: {
      page: {
        limit: LIST_PAGES.inserts.fallback,
        offset: 0,
        sort: 'insertName',
        descending: false,
        archived: 'ACTIVE',
        ...(searched === '' ? {} : { search: searched }),
      },
    },
  });
  const options = choices.data?.page.items ?? choices.previousData?.page.items ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(pageInsertSchema, { insertId, positions }, contextOf(details), t);
    setErrors({ insertId: found['insertId'], positions: found['positions'] });
    const parsed = parsePagePositions(positions, max);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    const written = formatPagePositions(parsed.positions);
    try {
      await add({ leafletId: details.leafletId, input: { insertId, positions: written } });
      setPositions('');
      toast.success(t('inserts.placed', { positions: written }));
    } catch (error) {
      const refused = refusedFields(error, t);
      if (refused['positions'] !== undefined || refused['insertId'] !== undefined) {
        setErrors({ positions: refused['positions'], insertId: refused['insertId'] });
      } else {
        toastWriteError(error, t);
      }
    }
  };

  const placed = [...details.inserts].sort((a, b) => a.position - b.position);

  return (
    <StyledSection aria-labelledby={`${selectId}-heading`}>
      <StyledHeading id={`${selectId}-heading`}>{t('inserts.heading')}</StyledHeading>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate data-testid="page-inserts-form">
        <StyledFieldRow>
          <TextField
            name="insertSearch"
            type="search"
            label={t('inserts.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          <StyledField>
            <StyledLabel htmlFor={selectId}>{t('inserts.insert')}</StyledLabel>
            <StyledSelect
              id={selectId}
              name="insertId"
              value={insertId}
              onChange={(event) => {
                setInsertId(event.target.value);
                setErrors((current) => ({ ...current, insertId: undefined }));
              }}
              aria-invalid={errors.insertId ? true : undefined}
              aria-describedby={errors.insertId ? `${selectId}-error` : undefined}
              aria-busy={choices.loading}
            >
              <option value="">{options.length === 0 && !choices.loading ? t('inserts.noMatches') : t('inserts.choose')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.insertName}
                </option>
              ))}
            </StyledSelect>
            {errors.insertId ? <StyledError id={`${selectId}-error`}>{errors.insertId}</StyledError> : null}
          </StyledField>
        </StyledFieldRow>
        {choices.error && !choices.data ? (
          <ErrorState message={describeError(choices.error, t)} onRetry={() => void choices.refetch().catch(() => undefined)} />
        ) : null}
        <TextField
          name="positions"
          label={t('inserts.positions')}
          value={positions}
          onChange={(event) => {
            setPositions(event.target.value);
            setErrors((current) => ({ ...current, positions: undefined }));
          }}
          error={errors.positions}
          placeholder={t('positions.hint', { max })}
          inputMode="numeric"
          autoComplete="off"
          data-testid="page-insert-positions"
        />
        <StyledActions>
          <StyledButton type="submit" $variant="primary" disabled={adding}>
            {t('inserts.submit')}
          </StyledButton>
        </StyledActions>
      </StyledForm>
      {placed.length === 0 ? (
        <EmptyState message={t('inserts.empty')} />
      ) : (
        <StyledList aria-label={t('inserts.heading')}>
          {placed.map((item) => (
            <StyledRow key={item.id} data-testid={`page-insert-row-${item.id}`}>
              <StyledRowText>
                <strong>{item.insertName}</strong>
                <small>{item.position > details.pageCount ? t('inserts.afterLast') : t('inserts.position', { position: item.position })}</small>
              </StyledRowText>
              <StyledButton
                type="button"
                $variant="ghost"
                aria-label={t('inserts.removeOne', { name: item.insertName, position: item.position })}
                onClick={() => setRemoving(item)}
              >
                {t('remove')}
              </StyledButton>
            </StyledRow>
          ))}
        </StyledList>
      )}
      <StyledHelp>{t('positions.hint', { max })}</StyledHelp>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('remove')}
        description={removing ? t('inserts.confirmRemove', { name: removing.insertName, position: removing.position }) : ''}
        confirmLabel={t('remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ leafletId: details.leafletId, id: removing.id });
            toast.success(t('inserts.removed'));
          } catch (error) {
            toastWriteError(error, t);
          }
        }}
      />
    </StyledSection>
  );
}
