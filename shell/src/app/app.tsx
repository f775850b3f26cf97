import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@utsav/shared/query-client';
import { toasterProps } from '@utsav/shared/toast';
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
      <Toaster {...toasterProps} />
    </QueryClientProvider>
  );
}
