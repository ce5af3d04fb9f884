import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
if (window.location.pathname === '/' || window.location.pathname === '/index') PAGE_GROUPS.index.preload();

// the visitor's language is a chunk of its own: paint once it is here (untranslated if it failed)
void loadStartLanguage()
  .catch(() => {})
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={createQueryClient()}>
          <RootScreen />
        </Providers>
      </StrictMode>,
    ),
  );
