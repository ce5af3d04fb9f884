// Image and game-launch hosts (spec section 9: "chosen at random from server-supplied CDN lists").
// The status call lists them (`imageCDNs`, `launchGameCDNs`); the site picks one of each per page
// load, as the real app keeps one `imgUrl` and one `startGameUrl`, and every image and launch URL
// that starts with a listed host is moved onto the picked one. This module is that one helper.
export interface CdnLists {
  imageCDNs: readonly string[];
  launchGameCDNs: readonly string[];
}

interface Picked {
  hosts: readonly string[];
  host: string;
}

let images: Picked | null = null;
let launches: Picked | null = null;

/** One host of the list, at random; undefined for an empty list. */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string | undefined {
  if (hosts.length === 0) return undefined;
  return hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((host, i) => host === b[i]);

/** Keeps the pick while the list stays the same (a status poll must not move every image). */
function repick(current: Picked | null, hosts: readonly string[], random: () => number): Picked | null {
  if (current && sameList(current.hosts, hosts)) return current;
  const host = pickHost(hosts, random);
  return host === undefined ? null : { hosts: [...hosts], host };
}

/** Called with every status answer (site-status.ts): the picks follow the lists. */
export function setCdnLists(lists: CdnLists, random: () => number = Math.random): void {
  images = repick(images, lists.imageCDNs, random);
  launches = repick(launches, lists.launchGameCDNs, random);
}

const trimSlash = (host: string) => host.replace(/\/+$/, '');

/** `url` on the picked host when it starts with any listed host (absolute, or origin-relative). */
function rehost(url: string, picked: Picked | null): string {
  if (!picked) return url;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  for (const listed of picked.hosts) {
    const host = trimSlash(listed);
    for (const prefix of host.startsWith('/') ? [host, origin + host] : [host]) {
      if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))
        return trimSlash(picked.host) + url.slice(prefix.length);
    }
  }
  return url;
}

/** An image URL (game icon, vendor logo, banner, avatar) on this page load's image host. */
export const imageUrl = (url: string) => rehost(url, images);

/** A game-launch URL on this page load's launch host. */
export const launchUrl = (url: string) => rehost(url, launches);

/** A path under the image host (`avatars/3.svg`), for pictures the site names itself. */
export function imagePath(path: string): string {
  return `${trimSlash(images?.host ?? DEFAULT_IMAGE_HOST)}/${path}`;
}

/** Where the simulator serves images when a status names no image host. */
export const DEFAULT_IMAGE_HOST = '/cdn/images';
