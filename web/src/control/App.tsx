import { type ReactNode, useCallback, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AdminApiProvider } from './AdminApiProvider';
import { clearAdminToken, readAdminToken, saveAdminToken } from './api';
import { Shell } from './components/Shell';
import { TokenGate } from './components/TokenGate';
import { MerchantProvider } from './merchant';
import { ControlProviders } from './providers';
import { S } from './strings';

/** The panel: the token gate until an admin token is known, then the pages. */
export function App() {
  return (
    <ControlProviders>
      <AdminSession />
    </ControlProviders>
  );
}

export function AdminSession({ router: Router = PanelRouter }: { router?: typeof PanelRouter }) {
  const [token, setToken] = useState(readAdminToken);
  const [notice, setNotice] = useState<string | null>(null);

  const leave = useCallback((message: string | null) => {
    clearAdminToken();
    setNotice(message);
    setToken(null);
  }, []);
  const enter = (next: string) => {
    saveAdminToken(next);
    setNotice(null);
    setToken(next);
  };

  if (!token) return <TokenGate notice={notice} onEnter={enter} />;
  return (
    <AdminApiProvider key={token} token={token} onUnauthorized={() => leave(S.gate.expired)}>
      <MerchantProvider>
        <Router>
          <Shell onLogout={() => leave(null)} />
        </Router>
      </MerchantProvider>
    </AdminApiProvider>
  );
}

function PanelRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename="/admin">{children}</BrowserRouter>;
}
