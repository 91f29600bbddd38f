import { makeIcon } from './make-icon';

export const AlertIcon = /* @__PURE__ */ makeIcon('Alert', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7.5v5M12 16.5h.01" />
  </>
));
