// The merchant's links from the status call (spec section 3, "Resource": FACEBOOK, EMAIL, IOS,
// Android, MOBILECONFIG, USDJUMP, and IOSLITE for the lite iOS app of section 1): the right bar, the side
// menu and /down read them here.
import type { SystemStatus } from '@sim/shared/wps/system';
import { useSiteStatus } from './site-status';

export type Resource = SystemStatus['info']['resources'][number];

/** The app QR codes (iOS, Android, the mobile config, the lite iOS app), in the order the right bar and /down show them. */
export const APP_RESOURCES = ['IOS', 'Android', 'MOBILECONFIG', 'IOSLITE'] as const;
export type AppResource = (typeof APP_RESOURCES)[number];

export function useResource(type: string): Resource | undefined {
  return useSiteStatus().info.resources.find((resource) => resource.resourceType === type);
}

/** The app links that carry a QR target, in APP_RESOURCES order. */
export function useAppResources(): { type: AppResource; resource: Resource }[] {
  const { resources } = useSiteStatus().info;
  return APP_RESOURCES.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType === type);
    return resource ? [{ type, resource }] : [];
  });
}

/** A QR code encodes an absolute address: a phone scanning it is not on this page. */
export function qrTarget(resource: Resource): string {
  return new URL(resource.qrCodeUrl ?? resource.url, window.location.origin).href;
}
