import { Route, Routes } from 'react-router';
import { StartPage } from '../features/start/start-page';

/**
 * This remote's own router, mounted by the shell over the site's URL. Every path here must be one
 * of the routes `contract.ts` declares (the shell only activates this remote on those); anything
 * else renders nothing, and the shell shows its 404.
 */
export function App() {
  return (
    <Routes>
      <Route path="/checkout" element={<StartPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
