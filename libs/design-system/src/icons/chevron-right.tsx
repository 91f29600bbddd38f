import { makeIcon } from '@tajriba/design-system/core';

export const ChevronRightIcon = /* @__PURE__ */ makeIcon('ChevronRight', <path d="M9 18l6-6-6-6" />);
