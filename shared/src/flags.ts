// The white-label module tree (endpoint-registry.md: modID doubles as the feature key). The real
// platform sends it inside /wps/system/status as `{modId, enabled: "1", childrenNodes}`; the app
// flattens it to `{MODID: boolean}`. A child counts as on only while its parents are on.

export interface ModuleDefinition {
  modId: string;
  description: string;
  defaultEnabled: boolean;
  children?: readonly ModuleDefinition[];
}

const leaf = (modId: string, description: string, defaultEnabled = true): ModuleDefinition => ({
  modId,
  description,
  defaultEnabled,
});

export const MODULE_TREE: readonly ModuleDefinition[] = [
  {
    modId: 'COMM3',
    description: 'Common site functions',
    defaultEnabled: true,
    children: [
      leaf('CAPTCHA3', 'Image captcha'),
      leaf('GEETEST3', 'Geetest captcha', false),
      leaf('PASS3', 'Change password'),
      leaf('PWDEXPFORCECHANGE3', 'Force a password change once it has expired'),
      leaf('CHNGPASSVERIF3', 'Recover a password by phone'),
      leaf('PWRESETSMS3', 'Password reset SMS'),
      leaf('VERIFICATION3', 'SMS codes for login'),
      leaf('MOBILEVERCODELOGIN3', 'Log in with an SMS code'),
      leaf('LOGINIPVERF3', 'Extra verification when logging in from an unregistered IP', false),
      leaf('FREEPLAY3', 'Free play (trial accounts)'),
      leaf('PROFPIC3', 'Profile picture'),
      leaf('AFFMAN3', 'Affiliate codes'),
      leaf('FEEDBACK3', 'Feedback'),
      leaf('AGEANNOUNCE3', 'Lottery announcements'),
    ],
  },
  {
    modId: 'REG3',
    description: 'Registration',
    defaultEnabled: true,
    children: [
      leaf('DIRECTREG3', 'Register button in the top bar'),
      leaf('USERNAMEREG3', 'Register by username'),
      leaf('REGMOBVERF3', 'SMS verification on registration', false),
      {
        modId: 'MOBILENUMREG3',
        description: 'Register by mobile number',
        defaultEnabled: true,
        children: [leaf('MOBILENUMPASSREG3', 'Ask for a password on mobile registration')],
      },
    ],
  },
  {
    modId: 'GAMELO3',
    description: 'Game lobby and launch',
    defaultEnabled: true,
    children: [
      leaf('GAMELOHOT3', 'Hot games'),
      leaf('GAMELOFAV3', 'Favourite games'),
      leaf('GAMELOREC3', 'Recent games'),
    ],
  },
  {
    modId: 'FUNDTRANS3',
    description: 'Wallet transfers',
    defaultEnabled: true,
    children: [leaf('MANPLAYREB3', 'Manual rebate (cashback)', false)],
  },
  leaf('INBOX3', 'Inbox'),
  leaf('REWCEN3', 'Reward centre'),
  leaf('PTSYS3', 'Points mall'),
  leaf('MEMTRANS3', 'Points transactions'),
  leaf('MISSIONLB3', 'Mission leaderboard'),
  leaf('CBS3', 'Live chat'),
  {
    modId: 'AGENT3',
    description: 'Agent centre',
    defaultEnabled: true,
    children: [
      leaf('SIGNCONDIV3', 'Dividend contracts'),
      leaf('DAILYSALCONT3', 'Daily salary contracts'),
      leaf('HOURSAL3', 'Hourly salary contracts'),
      leaf('RTSALARY3', 'Real-time salary contracts'),
    ],
  },
];

export function flattenModules(tree: readonly ModuleDefinition[] = MODULE_TREE): ModuleDefinition[] {
  return tree.flatMap((node) => [node, ...flattenModules(node.children ?? [])]);
}

export const MODULE_IDS = flattenModules().map((m) => m.modId);

/** The wire shape of one node. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export function buildWhitelabelTree(
  enabled: (modId: string) => boolean,
  tree: readonly ModuleDefinition[] = MODULE_TREE,
): WhitelabelNode[] {
  return tree.map((node) => ({
    modId: node.modId,
    enabled: enabled(node.modId) ? '1' : '0',
    childrenNodes: buildWhitelabelTree(enabled, node.children ?? []),
  }));
}

/** What the app does with the tree: `{MODID: boolean}`, a child on only under enabled parents. */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  parentOn = true,
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    Object.assign(out, flattenWhitelabel(node.childrenNodes, on));
  }
  return out;
}
