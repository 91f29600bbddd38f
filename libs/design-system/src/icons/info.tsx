import { makeIcon } from '@tajriba/design-system/core';

export const InfoIcon = /* @__PURE__ */ makeIcon('Info', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 16.5v-5M12 7.5h.01" />
  </>
));
