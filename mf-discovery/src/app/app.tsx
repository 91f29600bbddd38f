import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page';

/** The discovery area's routes (the shell decides when this remote is mounted at all). */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
