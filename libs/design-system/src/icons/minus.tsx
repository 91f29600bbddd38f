import { makeIcon } from '@tajriba/design-system/core';

export const MinusIcon = /* @__PURE__ */ makeIcon('Minus', <path d="M5 12h14" />);
