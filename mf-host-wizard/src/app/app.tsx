import { ContractRoutes } from '@tajriba/federation';
import { lazyPage } from '@tajriba/design-system';
import { wizardCatalogue } from '../features/wizard/i18n/catalogue';
import { moderationCatalogue } from '../features/moderation/i18n/catalogue';
import { routes } from '../../contract';

// Every page loads on demand with its own strings (`lazyPage`); each wizard step's code loads when
// the step is reached (features/wizard/steps/step-view.tsx), so the route's first JS stays small.
const WizardPage = lazyPage(() => import('../features/wizard/wizard-page').then((m) => ({ default: m.WizardPage })), { messages: wizardCatalogue, name: 'WizardPage' });
const QueuePage = lazyPage(() => import('../features/moderation/queue-page').then((m) => ({ default: m.QueuePage })), { messages: moderationCatalogue, name: 'QueuePage' });
const SubmissionPage = lazyPage(() => import('../features/moderation/submission-page').then((m) => ({ default: m.SubmissionPage })), { messages: moderationCatalogue, name: 'SubmissionPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL: one page for each route
 * `contract.ts` declares, keyed by its path (ContractRoutes: a route without a page, or a page
 * without a route, does not compile). Anything else renders nothing, and the shell
 * shows its 404.
 */
export function App() {
  return (
    <ContractRoutes
      routes={routes}
      pages={{
        '/my-experiences/add': <WizardPage />,
        '/experiences-review': <QueuePage />,
        '/experiences-review/:id': <SubmissionPage />,
      }}
    />
  );
}
