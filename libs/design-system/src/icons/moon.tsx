import { makeIcon } from '@tajriba/design-system/core';

export const MoonIcon = /* @__PURE__ */ makeIcon('Moon', <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />);
