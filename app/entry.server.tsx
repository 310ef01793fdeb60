/**
 * Renders each page at build time in its URL's language. Every page waits for all content (`onAllReady`), so the
 * deferred parts stay in place rather than moved to the end, hidden, for a script visitors without JavaScript lack.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createInstance } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ServerRouter } from 'react-router';
import type { EntryContext } from 'react-router';
import { remixI18next, resources } from '~/i18n/i18next.server';
import { i18nOptions } from '~/i18n/options';
import { SpaFallback } from '~/lib/spa-fallback';

export const streamTimeout = 10_000;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18nOptions,
    lng: await remixI18next.getLocale(request),
    ns: ['common', ...remixI18next.getRouteNamespaces(routerContext)],
    resources,
    initAsync: false,
  });
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={instance}>
        <SpaFallback value={routerContext.isSpaMode}>
          <ServerRouter context={routerContext} url={request.url} />
        </SpaFallback>
      </I18nextProvider>,
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
