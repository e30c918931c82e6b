/**
 * Waits until a condition holds, checking every few milliseconds; fails naming what it waited for
 * once the limit is over. The limit only bounds a wait that would never end (tests only).
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, limitMs = 15_000, everyMs = 20): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
