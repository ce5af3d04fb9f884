// Staleness cases of the catalogue's and the merchant settings' cached answers (answer-cache.test.ts).
import { adminCaller, adminMutation, MERCHANT, setFlag, type TestApp } from '../../test/harness.ts';
import { names, type Staleness } from './case.ts';

const declareLottery = (t: TestApp, id: number, name: string, vendor = 'TCGL') =>
  adminMutation(t, 'catalogue.declareGame', { id, code: `QA${id}`, name, vendor, hot: true });

const declareSlot = (t: TestApp, id: number, name: string, gameType = 'RNG') =>
  adminMutation(t, 'catalogue.declareGame', { id, code: `QA${id}`, name, vendor: 'PG', gameType, hot: true });

const LOTTERY: Staleness = {
  path: '/lgw/games',
  read: names,
  change: (t) => declareLottery(t, 4801, 'QA cached lottery'),
};

/** A notice that ends an hour from now is gone once the clock passes its end. */
async function noticesEndAsTheClockPasses(t: TestApp) {
  const now = t.sim.clock.now();
  await t.db.announcement.updateMany({
    where: { merchantCode: MERCHANT, type: 'PL' },
    data: { endDate: new Date(now.getTime() + 3_600_000) },
  });
  await adminMutation(t, 'clock.advance', { hours: 2 });
}

/** One case per cached route, by its path without the lottery gateway's prefix. */
export const CATALOGUE_AND_SETTINGS: Record<string, Staleness> = {
  '/wps/system/status': {
    path: '/wps/system/status',
    read: (v) => (v as { maintenance: boolean }).maintenance,
    change: (t) => adminMutation(t, 'system.setStatus', { maintenance: true }),
  },
  // the same route plugin under the go444 front end's prefix
  '/wps/v2/system/status': {
    path: '/wps/v2/system/status',
    read: (v) => (v as { maintenance: boolean }).maintenance,
    change: (t) => adminMutation(t, 'system.setStatus', { maintenance: true }),
  },
  '/wps/system/whitelabel': {
    path: '/wps/system/whitelabel',
    read: names,
    change: (t) => setFlag(t, 'PTSYS3', false),
  },
  '/wps/system/country': {
    path: '/wps/system/country',
    read: names,
    // provisioning's way: a write of the merchant's row, then the directory told
    change: async (t) => {
      await t.db.merchant.update({ where: { code: MERCHANT }, data: { countryCode: 'VN' } });
      await t.sim.merchants.changed(MERCHANT);
    },
  },
  '/wps/system/domainRoute': {
    path: '/wps/system/domainRoute',
    read: names,
    change: (t) =>
      adminMutation(t, 'brand.set', {
        merchant: MERCHANT,
        domainRoute: [{ domain: 'qa.example', speed: 1 }],
      }),
  },
  '/wps/system/templates': {
    path: '/wps/system/templates',
    read: names,
    change: (t) =>
      adminCaller(t).brand.set({ supportedLanguages: ['BN', 'EN', 'HI'], defaultLanguage: 'BN' }),
  },
  '/wps/system/setting/register': {
    path: '/wps/system/setting/register',
    read: names,
    change: (t) => adminCaller(t).registerFields.set({ field: 'email', required: true, minLength: 8 }),
  },
  '/games': LOTTERY,
  '/games/plays': {
    path: '/lgw/games/plays?gameId=4802',
    read: names,
    // the plays are the lottery's family's: the same game moved to the Vietnamese family
    before: (t) => declareLottery(t, 4802, 'QA plays lottery'),
    change: (t) => declareLottery(t, 4802, 'QA plays lottery', 'VNL'),
  },
  '/games/game_menus': { ...LOTTERY, path: '/lgw/games/game_menus' },
  '/games/popular': { ...LOTTERY, path: '/lgw/games/popular?count=200' },
  '/wps/relay/MCSFE_getListAnnouncements': {
    path: '/wps/relay/MCSFE_getListAnnouncements',
    headers: { language: 'EN' },
    read: names,
    // straight into the table, as a QA script or another process would: the trigger moves the version
    change: (t) =>
      t.db.announcement.updateMany({ where: { merchantCode: MERCHANT }, data: { title: 'QA title' } }),
  },
  '/wps/relay/CCSFE_getListAnnouncements': {
    path: '/wps/relay/CCSFE_getListAnnouncements?types=PL',
    read: names,
    change: noticesEndAsTheClockPasses,
  },
  '/wps/system/announcements': {
    path: '/wps/system/announcements?types=PL,PU',
    headers: { language: 'EN' },
    read: names,
    change: (t) =>
      t.db.announcement.updateMany({ where: { merchantCode: MERCHANT }, data: { title: 'QA legacy title' } }),
  },
  '/wps/system/announcements/advanced': {
    path: '/wps/system/announcements/advanced?types=PL',
    read: names,
    change: noticesEndAsTheClockPasses,
  },
  '/wps/relay/GCSGAME_gameList': {
    path: '/wps/relay/GCSGAME_gameList?gameName=qacached&pageNo=1&pageSize=24',
    read: names,
    change: (t) => declareSlot(t, 4803, 'QACached slot'),
  },
  '/wps/relay/GCSGAME_hotGamesV2': {
    path: '/wps/relay/GCSGAME_hotGamesV2?count=200',
    read: names,
    change: (t) => declareSlot(t, 4804, 'QA hot slot'),
  },
  '/wps/relay/GCSGAME_newGameVendor': {
    path: '/wps/relay/GCSGAME_newGameVendor',
    read: names,
    change: (t) => adminCaller(t).provider.setMaintenance({ vendor: 'PG', maintenance: true }),
  },
  '/wps/relay/GCSGAME_gameVendor': {
    path: '/wps/relay/GCSGAME_gameVendor',
    read: names,
    change: (t) => adminCaller(t).provider.setMaintenance({ vendor: 'PG', maintenance: true }),
  },
  '/wps/relay/GCSGAME_getVassGameType': {
    path: '/wps/relay/GCSGAME_getVassGameType',
    read: names,
    // the map is the vendors': a vendor's type changed as the catalogue's writers change it (to another
    // type than it has: a reset keeps the catalogue's rows, so a test file's earlier case may have set it)
    change: async (t) => {
      const { gameType } = await t.db.vendor.findUniqueOrThrow({ where: { code: 'PG' } });
      const other = gameType === 'FISH' ? 'RNG' : 'FISH';
      await t.db.vendor.update({ where: { code: 'PG' }, data: { gameType: other } });
      await t.sim.catalogue.changed();
    },
  },
};
// table B's name for the same map
CATALOGUE_AND_SETTINGS['/wps/relay/GLS2_getVassGameType'] = {
  ...CATALOGUE_AND_SETTINGS['/wps/relay/GCSGAME_getVassGameType']!,
  path: '/wps/relay/GLS2_getVassGameType',
};
