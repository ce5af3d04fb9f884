import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// the Bengali subset (108 kB, fetched only when Bengali text shows), weights 100-900 in one file
import '@fontsource-variable/noto-sans-bengali/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptSessionFromUrl, saveMerchant } from './api/session-store';
import { currentMerchant } from './api/wire';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { RootScreen } from './app/RootScreen';

adoptSessionFromUrl();
saveMerchant(currentMerchant());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RootScreen />
      </Providers>
    </StrictMode>,
  );

// Bengali (the default language, and the taka sign everywhere) painted before its web font arrived
// stayed boxes in Chromium: the font first, waited for at most a second
const BENGALI_FONT_WAIT_MS = 1000;
void Promise.race([
  document.fonts.load('16px "Noto Sans Bengali Variable"', '\u09b9').catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, BENGALI_FONT_WAIT_MS)),
]).then(render);
