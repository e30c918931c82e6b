/**
 * The LINK_SWAP job: at the swap's time the runner claims it and applies the swap to its page
 * redirect, in one transaction with the page details' version and history (a resumed job finds the
 * swap applied and leaves it).
 */
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import { JobFailure, type JobHandler } from '../jobs/runner';
import { applyLinkSwap } from './service';

export function linkSwapHandler(): JobHandler {
  return async (job) => {
    const swapId = job.job.params.swapId;
    if (typeof swapId !== 'string' || !UUID_PATTERN.test(swapId)) throw new JobFailure('INTERNAL', 'The job names no link swap');
    const outcome = await job.commit((trx) => applyLinkSwap(trx, swapId), { done: 1, total: 1 });
    job.logger.info({ swapId, outcome }, 'link swap done');
  };
}
