/**
 * i18next's backend in the browser: reads `public/locales/{lng}/{ns}.json`
 * at a URL versioned with the catalogues' content hash, so it can be cached
 * forever, and the same URL the page preloads after its first paint
 * (scripts/build/deferred-bootstrap.ts), so nothing is fetched twice. A read
 * that failed on the way (network, server error) asks i18next to retry
 * (5 times, from 350 ms, doubling); a file that is not there is not retried.
 */
import type { BackendModule } from 'i18next';

const catalogueUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json?v=${__LOCALES_VERSION__}`;

export const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    let retry = true;
    fetch(catalogueUrl(lng, ns))
      .then((response) => {
        if (!response.ok) {
          retry = response.status >= 500;
          throw new Error(`${response.status} ${response.url}`);
        }
        return response.json();
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, retry),
      );
  },
};
