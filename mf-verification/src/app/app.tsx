import { Route, Routes } from 'react-router';
import { lazyPage } from '@tajriba/design-system';
import { StatusPage } from '../features/status/status-page';

const IdentityWizardPage = lazyPage(() => import('../features/identity-wizard/identity-wizard-page'), { name: 'IdentityWizardPage' });
const WorkPapersWizardPage = lazyPage(() => import('../features/work-papers-wizard/work-papers-wizard-page'), { name: 'WorkPapersWizardPage' });
const ReviewQueuePage = lazyPage(() => import('../features/review/review-queue-page'), { name: 'ReviewQueuePage' });
const ReviewPage = lazyPage(() => import('../features/review/review-page'), { name: 'ReviewPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL. Every path here is one of
 * the routes `contract.ts` declares (host pages admit hosts and staff; review pages staff only);
 * anything else renders nothing, and the shell shows its 404.
 */
export function App() {
  return (
    <Routes>
      <Route path="/verification" element={<StatusPage />} />
      <Route path="/verification/identity" element={<IdentityWizardPage />} />
      <Route path="/verification/work-papers" element={<WorkPapersWizardPage />} />
      <Route path="/verification/review" element={<ReviewQueuePage />} />
      <Route path="/verification/review/:kind/:userId" element={<ReviewPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
