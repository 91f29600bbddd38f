import { makeIcon } from '@tajriba/design-system/core';

export const EyeIcon = /* @__PURE__ */ makeIcon('Eye', (
  <>
    <path d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
));
