/** Share an article: the share sheet or a copy button (app/shell/share-links.ts), plus plain share links that need no script. */
import { useTranslation } from 'react-i18next';
import { brandIcons } from '~/components/ui/icons';
import { ExternalLink } from '~/components/ui/lang-link';
import { Check, Link2, Share2 } from '~/components/ui/lucide';

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

const iconFor = { linkedin: brandIcons.linkedin, x: brandIcons.twitter, facebook: brandIcons.facebook };
const button = 'inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-bg px-3.5 text-sm font-medium hover:bg-surface';

export function Share({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('news');
  const links = shareLinks(url, title);
  return (
    <section aria-labelledby="share-title" className="border-border border-t pt-8">
      <h2 id="share-title" className="text-lg font-semibold">
        {t('share.title')}
      </h2>
      <share-links class="group block" data-url={url} data-title={title}>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" hidden data-share className={button}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('share.native')}
          </button>
          <button type="button" hidden data-copy className={button}>
            <Link2 className="h-4 w-4 group-data-[copied]:hidden" aria-hidden="true" />
            <Check className="text-success hidden h-4 w-4 group-data-[copied]:block" aria-hidden="true" />
            <span className="group-data-[copied]:hidden">{t('share.copy')}</span>
            <span className="hidden group-data-[copied]:inline">{t('share.copied')}</span>
          </button>
          {(['linkedin', 'x', 'facebook'] as const).map((network) => {
            const NetworkIcon = iconFor[network];
            return (
              <ExternalLink key={network} href={links[network]} className={button}>
                <NetworkIcon width={16} height={16} />
                {t(`share.${network}`)}
              </ExternalLink>
            );
          })}
        </div>
        <p aria-live="polite" className="sr-only" data-status data-text={t('share.copied')} />
      </share-links>
    </section>
  );
}
