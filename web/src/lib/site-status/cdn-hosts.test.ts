import { afterEach, describe, expect, it } from 'vitest';
import { imagePath, imageUrl, launchUrl, pickHost, setCdnLists } from './cdn-hosts';

const fixed = (value: number) => () => value;

describe("CDN hosts (spec section 9: chosen at random from the server's lists)", () => {
  afterEach(() => setCdnLists({ imageCDNs: [], launchGameCDNs: [] }));

  it('picks any host of the list, by the random draw', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickHost(hosts, fixed(0))).toBe('https://a.example');
    expect(pickHost(hosts, fixed(0.5))).toBe('https://b.example');
    expect(pickHost(hosts, fixed(0.999))).toBe('https://c.example');
    expect(pickHost([], fixed(0.5))).toBeUndefined();
  });

  it('moves every image and launch URL of a listed host onto the picked one', () => {
    setCdnLists(
      {
        imageCDNs: ['/cdn/images', 'https://img2.example/cdn/images'],
        launchGameCDNs: ['/provider', 'https://launch2.example/provider'],
      },
      fixed(0.9),
    );
    expect(imageUrl('/cdn/images/TCG_GAME_ICONS/JL/EN/JL0001.svg')).toBe(
      'https://img2.example/cdn/images/TCG_GAME_ICONS/JL/EN/JL0001.svg',
    );
    expect(imageUrl(`${window.location.origin}/cdn/images/avatars/custom/1-2`)).toBe(
      'https://img2.example/cdn/images/avatars/custom/1-2',
    );
    expect(launchUrl(`${window.location.origin}/provider/play?token=abc`)).toBe(
      'https://launch2.example/provider/play?token=abc',
    );
    expect(imagePath('avatars/3.svg')).toBe('https://img2.example/cdn/images/avatars/3.svg');
    // other hosts and paths are left alone
    expect(imageUrl('https://elsewhere.example/x.png')).toBe('https://elsewhere.example/x.png');
    expect(imageUrl('/cdn/banners/b.svg')).toBe('/cdn/banners/b.svg');
  });

  it('keeps its pick while the lists stay the same, so a status poll moves no image', () => {
    const lists = { imageCDNs: ['https://a.example', 'https://b.example'], launchGameCDNs: [] };
    setCdnLists(lists, fixed(0));
    setCdnLists({ ...lists, imageCDNs: [...lists.imageCDNs] }, fixed(0.9));
    expect(imageUrl('https://b.example/x.png')).toBe('https://a.example/x.png');
  });
});
