import { makeIcon } from '@tajriba/design-system/core';

export const CheckIcon = /* @__PURE__ */ makeIcon('Check', <path d="M20 6L9 17l-5-5" />);
