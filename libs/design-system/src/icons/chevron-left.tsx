import { makeIcon } from '@tajriba/design-system/core';

export const ChevronLeftIcon = /* @__PURE__ */ makeIcon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
