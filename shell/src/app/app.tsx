import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@utsav/shared/query-client';
import { ToasterHost } from '../features/toaster/toaster-host';
import { Layout } from './layout';
import { AppRoutes } from './routes';
import { ROUTER_FUTURE } from '@utsav/shared/contracts';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
      <ToasterHost />
    </QueryClientProvider>
  );
}
