/**
 * Renders each page at build time (prerender). Every page waits for all
 * content (`onAllReady`), so crawlers get full HTML in the page's language,
 * and all of it in place: React would otherwise move the content of large
 * <Suspense> boundaries (the deferred parts) to the end of the document,
 * hidden, for an inline script to put back, which leaves it hidden to
 * visitors without JavaScript.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { loadAllCatalogues } from '~/i18n/server';

export const streamTimeout = 10_000;

loadAllCatalogues();

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
