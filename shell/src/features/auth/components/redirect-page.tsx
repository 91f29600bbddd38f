import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../safe-redirect';

/**
 * `/redirect?path=…` (or `redirect=…`): the landing address for flows that leave the site and
 * come back (a provider's sign-in, a card's 3-D Secure page). Only same-origin paths are followed.
 */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('path') ?? params.get('redirect')) ?? '/';
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
