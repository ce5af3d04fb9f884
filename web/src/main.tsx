import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// the Bengali subset (108 kB, fetched only when Bengali text shows), weights 100-900 in one file
import '@fontsource-variable/noto-sans-bengali/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptSessionFromUrl, saveMerchant } from './api/session-store';
import { currentMerchant } from './api/wire';
import { PAGE_GROUPS } from './app/page-groups';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { RootScreen } from './app/RootScreen';
import { loadStartLanguage } from './i18n';

adoptSessionFromUrl();
saveMerchant(currentMerchant());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// the landing page's chunk comes down beside the language's, not after it
if (window.location.pathname === '/' || window.location.pathname === '/index')
  void PAGE_GROUPS.index.preload();

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RootScreen />
      </Providers>
    </StrictMode>,
  );

// Bengali (the default language, and the taka sign everywhere) painted before its web font arrived
// stayed boxes in Chromium: the font is waited for beside the visitor's language, a chunk of its own
// (painted untranslated if it failed). A Bengali reader's page asks for the font while its HTML is
// read (vite.font-preload.ts), so it is normally there before these scripts run and the wait costs
// nothing; the cap only bounds a stalled font request (it was a second when the font was first
// asked for here, after the scripts).
const BENGALI_FONT_WAIT_MS = 400;
const bengaliFont = Promise.race([
  document.fonts.load('16px "Noto Sans Bengali Variable"', '\u09b9').catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, BENGALI_FONT_WAIT_MS)),
]);
void Promise.all([loadStartLanguage().catch(() => {}), bengaliFont]).then(render);
