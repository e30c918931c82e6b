/** Page images of a leaflet from its latest successful cut (rendered PNGs win over generated pictures). */
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { jobStepRows } from '../jobs/repo';
import { renderedPageUrl } from './urls';

export interface RenderedPageImage {
  pageNumber: number;
  url: string;
  thumbnailUrl: string;
}

/** The leaflet's latest successful cut (PAGE_CUT job), undefined when it has none: its steps name the rendered pages. */
export async function latestSuccessfulCut(db: Db, leafletId: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'PAGE_CUT')
    .where(sql<string>`subject->>'leafletId'`, '=', leafletId)
    .where('status', '=', 'SUCCESS')
    .orderBy('finished_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The rendered pages of the leaflet's latest successful cut, undefined when it has none. */
export async function renderedPageImages(db: Db, leafletId: string): Promise<RenderedPageImage[] | undefined> {
  const job = await latestSuccessfulCut(db, leafletId);
  if (!job) return undefined;
  const steps = await jobStepRows(db, job.id);
  const images: RenderedPageImage[] = [];
  for (const step of steps) {
    const image = step.result?.imageName;
    const thumbnail = step.result?.thumbnailName;
    if (step.status !== 'SUCCESS' || step.number === null || typeof image !== 'string' || typeof thumbnail !== 'string') return undefined;
    images.push({ pageNumber: step.number, url: renderedPageUrl(leafletId, image), thumbnailUrl: renderedPageUrl(leafletId, thumbnail) });
  }
  return images.length > 0 ? images : undefined;
}
