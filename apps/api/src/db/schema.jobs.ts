/** Table shapes of the job runner (see migrations/0003_jobs.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobTables {}
