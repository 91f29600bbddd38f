import { makeIcon } from '@tajriba/design-system/core';

export const ChevronDownIcon = /* @__PURE__ */ makeIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
