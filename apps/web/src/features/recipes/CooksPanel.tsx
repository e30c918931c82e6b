import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeError } from '../../shared/errors/describeError';
import { NEW_RECORD } from '../../shared/resource/useListParams';
import type { LiveList } from '../../shared/resource/useLiveList';
import { StyledButton } from '../../shared/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { CookDialog } from './CookDialog';
import type { CookRecord } from './cooksResource';
import { RecipeStatusBadge } from './RecipeStatusBadge';

/** The URL parameter naming the cook open in its panel (`new` while creating one). */
export const COOK_PARAM = 'cook';

export interface CooksPanelProps {
  /** The cooks the user may see, live. */
  list: LiveList<CookRecord>;
  /** The cook whose recipes are listed ('' for every cook). */
  chosenCookId: string;
  onChoose: (cookId: string) => void;
  /** Archived cooks are listed too. */
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  /** Administrators create, edit and archive cooks. */
  admin: boolean;
}

/**
 * The cooks of the recipes screen: every cook the user may see, live (a recipe editor sees the cooks
 * assigned to them), each with its status and editors; choosing one lists its recipes below. A cook
 * opens in its panel (`?cook=<id>`), where administrators edit it and assign its editors.
 */
export function CooksPanel({ list, chosenCookId, onChoose, showArchived, onShowArchived, admin }: CooksPanelProps) {
  const { t } = useTranslation('recipes');
  const headingId = useId();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const openCookId = params.get(COOK_PARAM);
  const [filter, setFilter] = useState('');
  const setOpen = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(COOK_PARAM);
          else next.set(COOK_PARAM, value);
          return next;
        },
        // Moving from one open cook to another (a new one once created) replaces the history entry.
        { replace: value !== null && value !== NEW_RECORD && openCookId !== null },
      ),
    [setParams, openCookId],
  );
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    if (needle === '') return list.items;
    return list.items.filter((cook) => cook.name.toLocaleLowerCase().includes(needle) || cook.seoId.includes(needle));
  }, [list.items, filter]);

  return (
    <StyledSection aria-labelledby={headingId} data-testid="cooks-panel">
      <StyledHeader>
        <h2 id={headingId}>{t('cooks.heading')}</h2>
        <StyledControls>
          <StyledFilter>
            <label htmlFor={filterId}>{t('cooks.filter')}</label>
            <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </StyledFilter>
          {admin ? (
            <StyledCheck>
              <input type="checkbox" checked={showArchived} onChange={(event) => onShowArchived(event.target.checked)} id={`${filterId}-archived`} />
              <label htmlFor={`${filterId}-archived`}>{t('cooks.showArchived')}</label>
            </StyledCheck>
          ) : null}
          <StyledButton type="button" aria-pressed={chosenCookId === ''} onClick={() => onChoose('')} data-testid="cooks-all">
            {t('cooks.all')}
          </StyledButton>
          {admin ? (
            <StyledButton type="button" $variant="primary" onClick={() => setOpen(NEW_RECORD)}>
              {t('cooks.new')}
            </StyledButton>
          ) : null}
        </StyledControls>
      </StyledHeader>
      {list.loading ? (
        <LoadingState label={t('cooks.loading')} lines={2} />
      ) : list.error && list.items.length === 0 ? (
        <ErrorState message={describeError(list.error, t)} onRetry={list.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState message={list.items.length === 0 ? t(admin ? 'cooks.emptyAdmin' : 'cooks.emptyEditor') : t('cooks.noMatch')} />
      ) : (
        <StyledList data-testid="cooks-list">
          {shown.map((cook) => (
            <CookCard key={cook.id} cook={cook} chosen={cook.id === chosenCookId} admin={admin} onChoose={() => onChoose(cook.id)} onOpen={() => setOpen(cook.id)} />
          ))}
        </StyledList>
      )}
      {openCookId !== null ? (
        <CookDialog cookId={openCookId} admin={admin} onClose={() => setOpen(null)} onCreated={(cook) => setOpen(cook.id)} />
      ) : null}
    </StyledSection>
  );
}

function CookCard({ cook, chosen, admin, onChoose, onOpen }: { cook: CookRecord; chosen: boolean; admin: boolean; onChoose: () => void; onOpen: () => void }) {
  const { t } = useTranslation('recipes');
  const archived = cook.archivedAt != null;
  return (
    <StyledCard data-testid={`cook-card-${cook.id}`} data-chosen={chosen ? 'true' : undefined} data-cook-name={cook.name}>
      <StyledLogo aria-hidden="true">{cook.logoUrl ? <img src={cook.logoUrl} alt="" /> : <span>{initials(cook.name)}</span>}</StyledLogo>
      <StyledInfo>
        <StyledName>{cook.name}</StyledName>
        <StyledMuted>{cook.seoId}</StyledMuted>
        <StyledBadges>
          <RecipeStatusBadge status={cook.status} />
          {archived ? <StyledTag>{t('cooks.archived')}</StyledTag> : null}
        </StyledBadges>
        <StyledMuted data-testid="cook-editors">{cook.editors.length > 0 ? t('cooks.editors', { names: cook.editors.join(', ') }) : t('cooks.noEditors')}</StyledMuted>
      </StyledInfo>
      <StyledActions>
        <StyledButton type="button" aria-pressed={chosen} onClick={onChoose} aria-label={t('cooks.showRecipesOf', { name: cook.name })}>
          {t('cooks.showRecipes')}
        </StyledButton>
        <StyledButton type="button" $variant="ghost" onClick={onOpen} aria-haspopup="dialog" aria-label={t(admin ? 'cooks.editCook' : 'cooks.openCook', { name: cook.name })}>
          {t(admin ? 'cooks.edit' : 'cooks.open')}
        </StyledButton>
      </StyledActions>
    </StyledCard>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const StyledFilter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    font: inherit;
    min-height: 36px;
    max-width: 100%;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledCheck = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  grid-template-areas:
    'logo info'
    'actions actions';
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  &[data-chosen='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const StyledLogo = styled.div`
  grid-area: logo;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledInfo = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledName = styled.span`
  font-weight: 600;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTag = styled.span`
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
