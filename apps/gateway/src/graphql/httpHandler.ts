/**
 * GraphQL over HTTP at /graphql: Apollo Server's request handling for Express (what
 * `@as-integrations/express5` does), with the answer's bytes written by the handler itself:
 * - a kept answer (versionedReads) goes out as the bytes made when it was first given, so the busiest
 *   reads are neither serialised nor encoded again;
 * - any other complete answer is encoded once;
 * - no answer is hashed for an ETag: GraphQL answers are not revalidated (the web app posts its
 *   queries, and a GET query is answered with `Cache-Control` from Apollo as before).
 */
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

export interface GraphqlHttpOptions<TContext extends BaseContext> {
  context: (args: { req: Request; res: Response }) => Promise<TContext>;
  /** The bytes already made for an answer's text, when there are some (kept answers). */
  bytesOf?: (text: string) => Buffer | undefined;
}

function searchOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? '' : url.slice(query);
}

export function graphqlHttpHandler<TContext extends BaseContext>(server: ApolloServer<TContext>, options: GraphqlHttpOptions<TContext>): RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      // The JSON body parser is mounted before this handler (server.ts): a request without it is a wiring error.
      res.status(500).type('text/plain').end('The request body was not read');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body as unknown };
    const response = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => options.context({ req, res }) });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      const text = response.body.string;
      const bytes = options.bytesOf?.(text) ?? Buffer.from(text, 'utf8');
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
