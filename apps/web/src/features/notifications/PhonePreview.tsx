import { URL_PATTERN } from '@flyerdesk/domain/validation/rules';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isNewOffers, type NotificationValues } from './notificationsResource';

/**
 * The title the app writes on NEW_OFFERS_NOTIFICATION: "New leaflets in <the first chosen shop>"
 * (an ellipsis until a shop is chosen).
 */
export function useNewOffersTitle(storeIds: readonly string[], shops: readonly { id: string; name: string }[], storeNames?: readonly string[]): string {
  const { t } = useTranslation('notifications');
  const first = storeIds[0];
  const name = (first !== undefined ? shops.find((shop) => shop.id === first)?.name : undefined) ?? storeNames?.[0] ?? t('preview.noShop');
  return t('preview.newOffersTitle', { shop: name });
}

/** An address worth loading as an image (a valid link, or a file of this site). */
function imageUrl(value: string): string | null {
  const url = value.trim();
  return url !== '' && (URL_PATTERN.test(url) || url.startsWith('/')) ? url : null;
}

/**
 * How the notification looks on a phone while it is typed: the app's name, the title (the app's own on
 * NEW_OFFERS_NOTIFICATION), the text, the big icon and the big picture.
 */
export function PhonePreview({ shops, storeNames }: { shops: readonly { id: string; name: string }[]; storeNames?: readonly string[] | undefined }) {
  const { t } = useTranslation('notifications');
  const { values } = useFormikContext<NotificationValues>();
  const headingId = useId();
  const appTitle = useNewOffersTitle(values.storeIds, shops, storeNames);
  const title = isNewOffers(values.channel) ? appTitle : values.title.trim();
  const text = values.text.trim();
  const icon = imageUrl(values.bigIcon);
  const picture = imageUrl(values.bigPicture);
  return (
    <StyledPreview aria-labelledby={headingId} data-testid="phone-preview">
      <StyledHeading id={headingId}>{t('preview.label')}</StyledHeading>
      <StyledNote>{t('preview.note')}</StyledNote>
      <StyledPhone>
        <StyledScreen>
          <StyledCard>
            <StyledTop>
              <StyledAppIcon aria-hidden="true" />
              <StyledAppName>{t('appName', { ns: 'common' })}</StyledAppName>
              <StyledTime>· {t('preview.now')}</StyledTime>
            </StyledTop>
            <StyledBody>
              <StyledTexts>
                <StyledTitle data-testid="preview-title" data-empty={title === '' ? 'true' : undefined}>
                  {title === '' ? t('preview.emptyTitle') : title}
                </StyledTitle>
                <StyledText data-testid="preview-text" data-empty={text === '' ? 'true' : undefined}>
                  {text === '' ? t('preview.emptyText') : text}
                </StyledText>
              </StyledTexts>
              {icon ? <StyledIcon src={icon} alt={t('preview.iconAlt')} data-testid="preview-icon" /> : null}
            </StyledBody>
            {picture ? <StyledPicture src={picture} alt={t('preview.pictureAlt')} data-testid="preview-picture" /> : null}
          </StyledCard>
        </StyledScreen>
      </StyledPhone>
    </StyledPreview>
  );
}

const StyledPreview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPhone = styled.div`
  width: 100%;
  max-width: 300px;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 28px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledScreen = styled.div`
  min-height: 220px;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(2)} ${theme.space(4)}`};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledAppIcon = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledAppName = styled.span`
  font-weight: 600;
`;

const StyledTime = styled.span``;

const StyledBody = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTexts = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: 700;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
    font-style: italic;
  }
`;

const StyledText = styled.p`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
`;

const StyledIcon = styled.img`
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  object-fit: cover;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledPicture = styled.img`
  width: 100%;
  max-height: 160px;
  object-fit: cover;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
