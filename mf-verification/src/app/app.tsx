import { ContractRoutes } from '@tajriba/federation';
import { lazyPage } from '@tajriba/design-system';
import { StatusPage } from '../features/status/status-page';
import { routes } from '../../contract';

const IdentityWizardPage = lazyPage(() => import('../features/identity-wizard/identity-wizard-page'), { name: 'IdentityWizardPage' });
const WorkPapersWizardPage = lazyPage(() => import('../features/work-papers-wizard/work-papers-wizard-page'), { name: 'WorkPapersWizardPage' });
const ReviewQueuePage = lazyPage(() => import('../features/review/review-queue-page'), { name: 'ReviewQueuePage' });
const ReviewPage = lazyPage(() => import('../features/review/review-page'), { name: 'ReviewPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL: one page for each route
 * `contract.ts` declares, keyed by its path (ContractRoutes: a route without a page, or a page
 * without a route, does not compile). Host pages admit hosts and staff; review
 * pages staff only; anything else renders nothing, and the shell shows its 404.
 */
export function App() {
  return (
    <ContractRoutes
      routes={routes}
      pages={{
        '/verification': <StatusPage />,
        '/verification/identity': <IdentityWizardPage />,
        '/verification/work-papers': <WorkPapersWizardPage />,
        '/verification/review': <ReviewQueuePage />,
        '/verification/review/:kind/:userId': <ReviewPage />,
      }}
    />
  );
}
