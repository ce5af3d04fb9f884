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

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <RootScreen />
    </Providers>
  </StrictMode>,
);
