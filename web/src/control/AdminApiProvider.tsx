import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createAdminQueryClient, createAdminTrpcClient, trpc } from './api';
import { notifyFailure, notifySuccess } from './components/notify';

interface AdminApiProviderProps {
  token: string;
  onUnauthorized: () => void;
  children: ReactNode;
  /** tests: no retries */
  retry?: boolean;
}

/** One tRPC client and query cache per admin token; any 401 hands control back to the gate. */
export function AdminApiProvider({ token, onUnauthorized, children, retry }: AdminApiProviderProps) {
  const [queryClient] = useState(() =>
    createAdminQueryClient(
      { onUnauthorized, onMutationError: notifyFailure, onMutationSuccess: notifySuccess },
      { retry },
    ),
  );
  const [trpcClient] = useState(() => createAdminTrpcClient(token));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
