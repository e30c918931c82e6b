import request from 'supertest';

/** One sample of the Prometheus text format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the Prometheus text format (tests only). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const [, name = '', rawLabels = '', rawValue = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, key = '', value = ''] of rawLabels.matchAll(LABEL)) labels[key] = value;
    samples.push({ name, labels, value: Number(rawValue) });
  }
  return samples;
}

/** Sum of the samples with this name whose labels include the given ones (0 when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Reads GET /metrics of a gateway. */
export async function scrape(baseUrl: string): Promise<Sample[]> {
  const res = await request(baseUrl).get('/metrics');
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return parseMetrics(res.text);
}

/** Scrapes until the check holds (the gateway updates some metrics just after it answered). */
export async function scrapeUntil(baseUrl: string, check: (samples: Sample[]) => boolean, timeoutMs = 5000): Promise<Sample[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const samples = await scrape(baseUrl);
    if (check(samples)) return samples;
    if (Date.now() > deadline) throw new Error('the metrics did not reach the expected values in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
