import { makeIcon } from '@tajriba/design-system/core';

export const CheckCircleIcon = /* @__PURE__ */ makeIcon('CheckCircle', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M8 12.5l3 3 5-6" />
  </>
));
