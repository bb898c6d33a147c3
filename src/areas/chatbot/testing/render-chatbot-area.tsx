import { Route, Routes } from 'react-router-dom';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { ChatbotRoutes } from '../routes';

/** Test-only: the chatbot routes at `path`, signed in as a designer, with the real API client over `fetchFn`. */
export function renderChatbotArea(fetchFn: typeof fetch, path: string) {
  return renderWithApi(
    <Routes>
      <Route path="/chatbot/*" element={<ChatbotRoutes />} />
    </Routes>,
    { fetch: fetchFn, path },
  );
}
