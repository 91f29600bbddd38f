import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@tajriba/design-system';

/**
 * The page skeleton the main area shows until a remote has rendered into the outlet: the same
 * markup as the edge's first paint (`src/index.html`, whose inline styles draw it), so React taking
 * over the page changes nothing on screen. It hides itself with CSS the moment the outlet has
 * content (`main:has(#remote-outlet [data-remote] > *) .tjb-page`), with no re-render of the shell.
 */
export function RouteSkeleton() {
  const intl = useIntl();
  return (
    <div className="tjb-page" data-testid="route-skeleton">
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the same element as the edge's first-paint markup (src/index.html), announced as a status */}
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'shell.loading' })}</VisuallyHidden>
      <span className="tjb-sk tjb-hero" aria-hidden />
      <span className="tjb-cards" aria-hidden>
        <span className="tjb-sk tjb-card" />
        <span className="tjb-sk tjb-card" />
        <span className="tjb-sk tjb-card" />
        <span className="tjb-sk tjb-card" />
      </span>
    </div>
  );
}
