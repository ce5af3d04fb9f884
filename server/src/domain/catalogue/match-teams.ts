// The names a game's simulated matches draw from: clubs and leagues for sports, teams and tournaments for
// e-sports. Plain data; game-matches.ts picks from it with a seeded draw.

export const SPORTS_TEAMS = [
  'Dhaka Tigers',
  'Chattogram Kings',
  'Hanoi Dragons',
  'Saigon Phoenix',
  'Bangkok Elephants',
  'Osaka Falcons',
  'Shanghai Pandas',
  'Manila Sharks',
  'Jakarta Hawks',
  'Kolkata Knights',
  'Mumbai Mariners',
  'Colombo Lions',
  'Kuala Lumpur Comets',
  'Seoul Thunder',
  'Taipei Typhoons',
  'Singapore Strikers',
] as const;

export const SPORTS_LEAGUES = [
  'Asian Premier League',
  'Bay of Bengal Cup',
  'Mekong Championship',
  'Pacific Masters',
  'Continental Series',
] as const;

export const ESPORTS_TEAMS = [
  'Team Phoenix',
  'Nova Esports',
  'Crimson Wolves',
  'Azure Dragons',
  'Silent Blade',
  'Golden Lotus',
  'Neon Tigers',
  'Storm Riders',
  'Iron Monks',
  'Shadow Kites',
  'Lunar Foxes',
  'Pixel Samurai',
] as const;

export const ESPORTS_LEAGUES = [
  'Asia Invitational',
  'SEA Pro Circuit',
  'Champions Showdown',
  'Dragon Cup',
] as const;
