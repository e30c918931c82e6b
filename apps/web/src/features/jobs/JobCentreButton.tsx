import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledIconButton } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Icon } from '../../shared/ui/Icon';
import { JobCentreList } from './JobCentreList';
import { JobCentreQuery } from './operations';

/**
 * Navbar button of the job centre: a badge counts the running jobs; it opens the list of running
 * and finished jobs. The list is kept live by the layout's JobCentreNotifier.
 */
export function JobCentreButton({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('jobCentre');
  const [open, setOpen] = useState(false);
  const { data } = useQuery(JobCentreQuery, { fetchPolicy: 'cache-first', context: { skipErrorToast: true } });
  const running = data?.jobs.filter((job) => job.running).length ?? 0;
  const label = running > 0 ? t('buttonRunning', { count: running }) : t('button');

  return (
    <>
      <StyledIconButton
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="job-centre-button"
      >
        <Icon name="clipboard" />
        {running > 0 ? (
          <StyledBadge aria-hidden="true" data-testid="job-centre-badge">
            {running > 99 ? '99+' : running}
          </StyledBadge>
        ) : null}
      </StyledIconButton>
      <Dialog open={open} onOpenChange={setOpen} title={t('title')} closeLabel={t('close')}>
        {open ? <JobCentreList canManage={canManage} /> : null}
      </Dialog>
    </>
  );
}

const StyledBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
