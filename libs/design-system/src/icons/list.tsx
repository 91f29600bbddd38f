import { makeIcon } from '@tajriba/design-system/core';

export const ListIcon = /* @__PURE__ */ makeIcon('List', <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />);
