import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';
import { brandIcons } from '~/components/ui/icons';
import { ExternalLink } from '~/components/ui/lang-link';
import { InlineIcons } from '~/components/ui/svg-icon';

const WhatsAppIcon = brandIcons.whatsapp;

/** The floating WhatsApp chat link, bottom right of every page. */
export function WhatsAppLink() {
  const site = useSite();
  const { t } = useTranslation();
  return (
    <ExternalLink
      href={site.whatsapp}
      className="shadow-card fixed right-5 bottom-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white hover:bg-[#187a41]"
    >
      {/* On the first screen of every page: drawn in place. */}
      <InlineIcons value>
        <WhatsAppIcon width={28} height={28} />
      </InlineIcons>
      <span className="sr-only">{t('whatsapp')}</span>
    </ExternalLink>
  );
}
