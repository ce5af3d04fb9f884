import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptSessionFromUrl, saveMerchant } from './api/session-store';
import { currentMerchant } from './api/wire';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { RootScreen } from './app/RootScreen';
import { loadStartLanguage } from './i18n';

adoptSessionFromUrl();
saveMerchant(currentMerchant());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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
