import type { Page } from '@playwright/test';

interface GraphqlResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Runs a GraphQL operation from inside the page, as the signed-in user of that page (its session
 * cookies go along). Fails on any GraphQL error.
 */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query: q, variables: v }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      const json: unknown = await response.json();
      return json;
    },
    { query, variables },
  );
  const result = body as GraphqlResponse<T>;
  if (result.errors?.length || result.data === undefined) {
    throw new Error(`GraphQL operation failed: ${JSON.stringify(result.errors ?? body)}`);
  }
  return result.data;
}
