import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@utsav/shared/query-client';
import { ToasterHost } from '../features/toaster/toaster-host';
import { Layout } from './layout';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
      <ToasterHost />
    </QueryClientProvider>
  );
}
