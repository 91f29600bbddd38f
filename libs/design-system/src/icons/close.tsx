import { makeIcon } from '@tajriba/design-system/core';

export const CloseIcon = /* @__PURE__ */ makeIcon('Close', <path d="M18 6L6 18M6 6l12 12" />);
