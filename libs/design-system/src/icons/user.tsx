import { makeIcon } from '@tajriba/design-system/core';

export const UserIcon = /* @__PURE__ */ makeIcon('User', (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>
));
