/**
 * Sections that sit low on the pages that use them, hydrated when the
 * visitor gets near them (see ui/deferred.tsx), so their code is not part
 * of what those pages load at start.
 */
import { deferred } from '~/components/ui/deferred';

export const DeferredContactBanner = deferred('contact-banner', async () => ({ default: (await import('./contact-banner')).ContactBanner }));
export const DeferredApproach = deferred('approach', async () => ({ default: (await import('./approach')).Approach }));
export const DeferredOfficesMap = deferred('offices-map', async () => ({ default: (await import('./contact/map-embed')).OfficesMap }));
