import { useQuery } from '@apollo/client/react';
import { isLoyaltyCardCountry, LOYALTY_CARD_COUNTRIES, type LoyaltyCardCountry } from '@flyerdesk/domain/loyaltyCards';
import { useField } from 'formik';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { updatedAtColumn } from '../../shared/resource/columns';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import type { ListFilterControl } from '../../shared/resource/ListToolbar';
import { RecordCheckbox, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import type { FailureToast } from '../../shared/resource/types';
import { formatValue } from '../../shared/resource/values';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { CardColorField } from './CardColorField';
import { CardImagesField } from './CardImagesField';
import { loyaltyCardEditor, loyaltyCardsResource, type LoyaltyCardRecord, type LoyaltyCardValues } from './loyaltyCardsResource';
import { LoyaltyCardShopsQuery } from './operations';

type Shop = { id: string; name: string };

/**
 * Loyalty cards (/loyalty-cards; administrators): the live list (picture, name, card id, shop,
 * country, popular), filtered by country and searched in names, card ids, old ids and shops; a card's
 * form (card id, name, shop, old id, country, popular, colour picker, pictures uploaded as JPG or PNG
 * with preview and remove), archive (delete) and restore, history, presence and edit lock. Refused
 * saves and deletes are also told in a toast.
 */
export default function LoyaltyCardsPage() {
  const { t } = useTranslation('loyaltyCards');
  const shops = useQuery(LoyaltyCardShopsQuery);
  const shopList = shops.data?.stores;

  const countryName = useCallback((code: LoyaltyCardCountry) => t(`countries.${code}`), [t]);
  const editor = useMemo(() => {
    const shopNames = new Map((shopList ?? []).map((shop) => [shop.id, shop.name]));
    return loyaltyCardEditor({
      labels: {
        cardId: t('fields.cardId'),
        cardName: t('fields.cardName'),
        storeId: t('fields.storeId'),
        legacyId: t('fields.legacyId'),
        color: t('fields.color'),
        images: t('fields.images'),
        isPopular: t('fields.isPopular'),
        country: t('fields.country'),
      },
      shop: (value) => (typeof value === 'string' && value !== '' ? (shopNames.get(value) ?? value) : value === '' ? t('noShop') : formatValue(value, t)),
      country: (value) => (isLoyaltyCardCountry(value) ? countryName(value) : formatValue(value, t)),
      images: (value) => (Array.isArray(value) ? String(value.length) : formatValue(value, t)),
    });
  }, [t, shopList, countryName]);

  const columns = useMemo<ResourceColumn<LoyaltyCardRecord>[]>(
    () => [
      {
        id: 'image',
        header: t('columns.image'),
        cell: (card) => <CardThumbnail card={card} />,
      },
      { id: 'cardName', header: t('columns.cardName'), cell: (card) => card.cardName, isName: true },
      { id: 'cardId', header: t('columns.cardId'), cell: (card) => <StyledCode>{card.cardId}</StyledCode>, secondary: true },
      { id: 'shop', header: t('columns.shop'), cell: (card) => card.storeName ?? <StyledMuted>{t('noShop')}</StyledMuted>, secondary: true },
      { id: 'country', header: t('columns.country'), cell: (card) => <span title={countryName(card.country)}>{card.country}</span> },
      {
        id: 'popular',
        header: t('columns.popular'),
        cell: (card) => (card.isPopular ? <StyledPopular data-testid={`card-popular-${card.id}`}>★ {t('popular')}</StyledPopular> : <StyledMuted aria-hidden>{t('notPopular')}</StyledMuted>),
        secondary: true,
      },
      updatedAtColumn(t('columns.updatedAt')),
    ],
    [t, countryName],
  );

  const filters = useMemo<ListFilterControl[]>(
    () => [
      {
        name: 'country',
        label: t('filters.country'),
        anyLabel: t('filters.any'),
        options: LOYALTY_CARD_COUNTRIES.map((code) => ({ value: code, label: `${code} · ${countryName(code)}` })),
      },
    ],
    [t, countryName],
  );

  const failureToast = useCallback<FailureToast>((write, reason) => t(`failure.${write}`, { reason }), [t]);

  return (
    <ResourceScreen
      definition={loyaltyCardsResource}
      editor={editor}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      newLabel={t('new')}
      newTitle={t('newTitle')}
      filters={filters}
      failureToast={failureToast}
      renderFields={() => <LoyaltyCardFields shops={shopList} loading={shops.loading} countryName={countryName} />}
    />
  );
}

/** The card's front as the list shows it (its colour while it has no picture). */
function CardThumbnail({ card }: { card: LoyaltyCardRecord }) {
  const front = card.images[0];
  return front ? <StyledThumbnail src={front} alt="" loading="lazy" /> : <StyledSwatch style={{ background: card.color }} aria-hidden />;
}

function LoyaltyCardFields({ shops, loading, countryName }: { shops: readonly Shop[] | undefined; loading: boolean; countryName: (code: LoyaltyCardCountry) => string }) {
  const { t } = useTranslation('loyaltyCards');
  const [cardName] = useField<string>('cardName');
  return (
    <>
      <RecordTextField name="cardId" label={t('fields.cardId')} autoComplete="off" spellCheck={false} maxLength={60} data-testid="card-id" />
      <StyledHint>{t('hints.cardId')}</StyledHint>
      <RecordTextField name="cardName" label={t('fields.cardName')} autoComplete="off" maxLength={60} data-testid="card-name" />
      <ShopSelect shops={shops} loading={loading} />
      <RecordTextField name="legacyId" label={t('fields.legacyId')} autoComplete="off" spellCheck={false} data-testid="card-legacy-id" />
      <CountrySelect countryName={countryName} />
      <RecordCheckbox name="isPopular" label={t('fields.isPopular')} />
      <CardColorField />
      <CardImagesField cardName={cardName.value} />
    </>
  );
}

/** A select bound to a formik field, labelled, with its message under it. */
function FieldSelect({ name, label, testId, children }: { name: keyof LoyaltyCardValues & string; label: string; testId: string; children: ReactNode }) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      >
        {children}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

function ShopSelect({ shops, loading }: { shops: readonly Shop[] | undefined; loading: boolean }) {
  const { t } = useTranslation('loyaltyCards');
  const [field] = useField<string>('storeId');
  const sorted = useMemo(() => [...(shops ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [shops]);
  // A card's shop that is no longer offered (archived since) stays on show under its id.
  const missing = field.value !== '' && !loading && !sorted.some((shop) => shop.id === field.value);
  return (
    <FieldSelect name="storeId" label={t('fields.storeId')} testId="card-shop">
      <option value="">{t('noShop')}</option>
      {missing ? <option value={field.value}>{field.value}</option> : null}
      {sorted.map((shop) => (
        <option key={shop.id} value={shop.id}>
          {shop.name}
        </option>
      ))}
    </FieldSelect>
  );
}

function CountrySelect({ countryName }: { countryName: (code: LoyaltyCardCountry) => string }) {
  const { t } = useTranslation('loyaltyCards');
  return (
    <FieldSelect name="country" label={t('fields.country')} testId="card-country">
      {LOYALTY_CARD_COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {`${code} · ${countryName(code)}`}
        </option>
      ))}
    </FieldSelect>
  );
}

const StyledSelect = styled.select`
  ${textControlStyles}
  max-width: 100%;
`;

const StyledHint = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space(3)}) 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledThumbnail = styled.img`
  display: block;
  width: 56px;
  height: 35px;
  object-fit: contain;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledSwatch = styled.span`
  display: block;
  width: 56px;
  height: 35px;
  border-radius: 4px;
`;

const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPopular = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
  white-space: nowrap;
`;
