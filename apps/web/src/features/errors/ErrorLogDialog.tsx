import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clearErrorLog, useErrorLog, type ErrorLogEntry } from '../../shared/errorLog/errorLogStore';
import { setErrorLogOpen, useErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { Dialog } from '../../shared/ui/Dialog';
import { Icon } from '../../shared/ui/Icon';
import { StyledButton, StyledIconButton } from '../../shared/ui/Button';

const StyledCount = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  font-size: 11px;
  line-height: 18px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  pre {
    margin: 0;
    max-height: 160px;
    overflow: auto;
    white-space: pre-wrap;
    word-break: break-word;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/** The Info column: the failed server call (operation, code, trace id) and where in the screen it happened. */
function EntryInfo({ entry }: { entry: ErrorLogEntry }) {
  const { t } = useTranslation('errors');
  const { operation } = entry;
  const lines = operation
    ? [
        t('log.operation', { name: operation.name ?? t('log.anonymous') }),
        ...(operation.code ? [t('log.code', { code: operation.code })] : []),
        ...(operation.traceId ? [t('log.traceId', { traceId: operation.traceId })] : []),
      ]
    : [];
  if (entry.info !== '') lines.push(entry.info);
  return <pre>{lines.join('\n')}</pre>;
}

/** The error log (spec §2 navbar): render errors and failed server calls with Message, Info, Url and Stack. */
export function ErrorLogDialog({ showTrigger = true }: { showTrigger?: boolean }) {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation('common');
  const entries = useErrorLog();
  const open = useErrorLogOpen();
  const label = entries.length > 0 ? t('log.openWithCount', { count: entries.length }) : t('log.open');
  return (
    <>
      {showTrigger ? (
        <StyledIconButton type="button" aria-label={label} title={label} onClick={() => setErrorLogOpen(true)}>
          <Icon name="bug" />
          {entries.length > 0 ? <StyledCount aria-hidden="true">{entries.length}</StyledCount> : null}
        </StyledIconButton>
      ) : null}
      <Dialog open={open} onOpenChange={setErrorLogOpen} title={t('log.title')} closeLabel={tc('close')}>
        {entries.length === 0 ? (
          <p>{t('log.empty')}</p>
        ) : (
          <>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('log.message')}</th>
                  <th scope="col">{t('log.info')}</th>
                  <th scope="col">{t('log.url')}</th>
                  <th scope="col">{t('log.stack')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.message}</td>
                    <td>
                      <EntryInfo entry={entry} />
                    </td>
                    <td>{entry.url}</td>
                    <td>
                      <pre>{entry.stack}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
            <p>
              <StyledButton type="button" onClick={clearErrorLog}>
                {t('log.clear')}
              </StyledButton>
            </p>
          </>
        )}
      </Dialog>
    </>
  );
}
