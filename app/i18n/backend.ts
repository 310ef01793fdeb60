/**
 * i18next's backend in the browser: catalogues at content-hashed URLs, cached forever and the same ones the page
 * preloads, so nothing is fetched twice. A failed read is retried; a missing file is not.
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
