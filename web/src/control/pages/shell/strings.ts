// The shell page's words (English only, like the rest of the panel).
export const SHELL = {
  intro:
    'What frames every page of the member site: the right bar and /down links and QR targets, the image and launch hosts the site picks from at random, the router list, and members\u2019 avatars.',
  linksTitle: 'Links and QR targets (status resources)',
  type: 'Type',
  url: 'URL (app links are also the QR target)',
  hostsTitle: 'Hosts, router list, avatar presets',
  imageCDNs: 'Image hosts, one a line',
  launchGameCDNs: 'Game-launch hosts, one a line',
  domainRoute: 'Router list: "domain speed", one a line',
  avatarPresets: 'Preset avatars members may pick',
  avatarTitle: 'A member\u2019s avatar',
  username: 'Username',
  preset: 'Preset',
  show: 'Show',
  setPreset: 'Put on preset',
  reset: 'Reset to preset 0',
  current: (type: string, avatar: string) => `${type} ${avatar}`,
  saved: 'Shell settings saved',
  badRoute: (line: string) => `Not "domain speed": ${line}`,
} as const;
