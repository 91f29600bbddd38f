import { makeIcon } from '@tajriba/design-system/core';

export const ChevronUpIcon = /* @__PURE__ */ makeIcon('ChevronUp', <path d="M18 15l-6-6-6 6" />);
