/** Sections low on their pages, hydrated when the visitor gets near them so their code is not loaded at start. */
import { deferred } from '~/components/ui/deferred';

export const DeferredContactBanner = deferred('contact-banner', async () => ({ default: (await import('./contact-banner')).ContactBanner }));
export const DeferredApproach = deferred('approach', async () => ({ default: (await import('./approach')).Approach }));
export const DeferredOfficesMap = deferred('offices-map', async () => ({ default: (await import('./contact/map-embed')).OfficesMap }));
