import { Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanes } from '../../features/games/hooks';
import { imageUrl } from '../../lib/site-status/cdn-hosts';
import classes from './ShellBars.module.css';

/** Enough logos for one or two rows; the lobbies list every vendor. */
export const FOOTER_PROVIDER_COUNT = 24;
/** The vendor logos' shape (240 x 96) at the row's 28 px: a lazy logo below the first screen holds
 *  its box before it loads (the width follows the picture's own shape once it has). */
const LOGO_BOX = { width: 70, height: 28 } as const;

/** The footer's provider logos: the vendors of the lanes, each once. */
export function ProviderLogos() {
  const { t } = useTranslation();
  const lanes = useLanes().data ?? [];
  const seen = new Set<string>();
  const vendors = lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage))
    .slice(0, FOOTER_PROVIDER_COUNT);

  if (vendors.length === 0) return null;
  return (
    <Group gap="xs" justify="center" aria-label={t('shell.footer.providers')} data-testid="footer-providers">
      {vendors.map((vendor) => (
        <Tooltip key={vendor.vassalage} label={vendor.displayName}>
          <img
            src={imageUrl(vendor.icon)}
            alt={vendor.displayName}
            className={classes.providerLogo}
            width={LOGO_BOX.width}
            height={LOGO_BOX.height}
            loading="lazy"
          />
        </Tooltip>
      ))}
    </Group>
  );
}
