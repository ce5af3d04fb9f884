import { ScrollArea, Tabs } from '@mantine/core';
import type { VendorGroupKey } from '@sim/shared/relay/gcsgame';
import { IconClock, IconLayoutGrid, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/site-status/cdn-hosts';
import classes from '../Games.module.css';
import type { VendorCard } from '../lanes';
import { FAVOURITES_TAB, RECENT_TAB } from '../lobbies';

interface VendorTabsProps {
  /** the `page` value of the active tab; null for all games */
  value: string | null;
  vendors: VendorCard[];
  groups: VendorGroupKey[];
  member: boolean;
  onChange: (page: string | null) => void;
}

const ALL = 'all';

/** All, one tab per vendor (and vendor group), then the member's favourites and recent games. */
export function VendorTabs({ value, vendors, groups, member, onChange }: VendorTabsProps) {
  const { t } = useTranslation();

  return (
    <Tabs
      variant="pills"
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL || next === null ? null : next)}
      activateTabWithKeyboard={false}
    >
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportProps={{ tabIndex: 0 }}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label={t('games.vendors')}>
          <Tabs.Tab value={ALL} leftSection={<IconLayoutGrid size={16} />} data-testid="vendor-tab-all">
            {t('games.all')}
          </Tabs.Tab>
          {vendors.map((vendor) => (
            <Tabs.Tab
              key={vendor.vassalage}
              value={vendor.vassalage}
              leftSection={<img src={imageUrl(vendor.small)} alt="" className={classes.vendorLogo} />}
              data-testid={`vendor-tab-${vendor.vassalage}`}
            >
              {vendor.displayName}
            </Tabs.Tab>
          ))}
          {groups.map((group) => (
            <Tabs.Tab key={group} value={group} data-testid={`vendor-tab-${group}`}>
              {t(`games.groups.${group}`)}
            </Tabs.Tab>
          ))}
          {member && (
            <>
              <Tabs.Tab
                value={FAVOURITES_TAB}
                leftSection={<IconStar size={16} />}
                data-testid="vendor-tab-favourites"
              >
                {t('games.favourites')}
              </Tabs.Tab>
              <Tabs.Tab
                value={RECENT_TAB}
                leftSection={<IconClock size={16} />}
                data-testid="vendor-tab-recent"
              >
                {t('games.recent')}
              </Tabs.Tab>
            </>
          )}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
