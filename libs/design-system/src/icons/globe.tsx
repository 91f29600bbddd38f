import { makeIcon } from '@tajriba/design-system/core';

export const GlobeIcon = /* @__PURE__ */ makeIcon('Globe', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5a14.5 14.5 0 0 1 0 19 14.5 14.5 0 0 1 0-19z" />
  </>
));
