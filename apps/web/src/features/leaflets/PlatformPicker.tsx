import { PLATFORM_KEYS, formatPlatformName, type PlatformKey } from '@flyerdesk/domain/platforms';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface PlatformPickerProps {
  legend: string;
  value: Record<PlatformKey, boolean>;
  onChange: (value: Record<PlatformKey, boolean>) => void;
  disabled?: boolean;
  /** data-testid of the group; each box is `<testId>-<platform>`, "all" is `<testId>-all`. */
  testId: string;
}

/**
 * The platform picker (spec §2): "All" and one box per platform (names as formatPlatformName shows
 * them). "All" is checked when every platform is, mixed when some are, and switches them all.
 */
export function PlatformPicker({ legend, value, onChange, disabled = false, testId }: PlatformPickerProps) {
  const { t } = useTranslation('leaflets');
  const id = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const chosen = PLATFORM_KEYS.filter((key) => value[key]);
  const all = chosen.length === PLATFORM_KEYS.length;
  const some = chosen.length > 0 && !all;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <StyledFieldset data-testid={testId} disabled={disabled}>
      <legend>{legend}</legend>
      <StyledOption>
        <input
          ref={allRef}
          id={`${id}-all`}
          type="checkbox"
          checked={all}
          aria-checked={some ? 'mixed' : all}
          onChange={() => onChange(Object.fromEntries(PLATFORM_KEYS.map((key) => [key, !all])) as Record<PlatformKey, boolean>)}
          data-testid={`${testId}-all`}
        />
        <label htmlFor={`${id}-all`}>{t('platforms.all')}</label>
      </StyledOption>
      {PLATFORM_KEYS.map((key) => (
        <StyledOption key={key}>
          <input
            id={`${id}-${key}`}
            type="checkbox"
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
            data-testid={`${testId}-${key}`}
          />
          <label htmlFor={`${id}-${key}`}>{formatPlatformName(key)}</label>
        </StyledOption>
      ))}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledOption = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
`;
