// The Games page's texts (the simulated provider's QA levers).
export const GAMES_S = {
  title: 'Games',
  intro:
    "The simulated provider: decide the next round's outcome, put a vendor or a game under maintenance, and see the rounds played.",
  force: {
    title: 'Force the next outcome',
    multiplier: 'Win multiplier (0 loses, 2 doubles)',
    username: 'Member (any when empty)',
    nodeId: 'Game node id (any when empty)',
    submit: 'Force',
    done: 'The next matching round will pay this multiplier',
  },
  maintenance: {
    title: 'Maintenance',
    vendor: 'Vendor code (e.g. JL)',
    nodeId: 'or game node id',
    on: 'Put under maintenance',
    off: 'Take out of maintenance',
    done: 'Maintenance changed',
  },
  rounds: {
    title: 'Rounds',
    filter: 'Member',
    heads: ['Round', 'Member id', 'Game', 'Vendor', 'Type', 'Stake', 'Win', 'Status', 'Placed'],
    empty: 'No rounds yet.',
  },
} as const;
