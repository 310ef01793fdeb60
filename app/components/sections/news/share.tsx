/**
 * Share an article: the browser's own share sheet where there is one;
 * otherwise copy the link, plus plain share links for LinkedIn, X and
 * Facebook (which also work without JavaScript).
 */
import { Check, Link2, Share2 } from '~/components/ui/lucide';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandIcons } from '~/components/ui/icons';
import { ExternalLink } from '~/components/ui/lang-link';

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
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const links = shareLinks(url, title);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Older browsers: select the URL in a temporary field.
      const field = Object.assign(document.createElement('textarea'), { value: url });
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };

  return (
    <section aria-labelledby="share-title" className="border-border border-t pt-8">
      <h2 id="share-title" className="text-lg font-semibold">
        {t('share.title')}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {canShare ? (
          <button type="button" className={button} onClick={() => navigator.share({ url, title }).catch(() => {})}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('share.native')}
          </button>
        ) : (
          <button type="button" className={button} onClick={copy}>
            {copied ? <Check className="text-success h-4 w-4" aria-hidden="true" /> : <Link2 className="h-4 w-4" aria-hidden="true" />}
            {copied ? t('share.copied') : t('share.copy')}
          </button>
        )}
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
      <p aria-live="polite" className="sr-only">
        {copied ? t('share.copied') : ''}
      </p>
    </section>
  );
}
