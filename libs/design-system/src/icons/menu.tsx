import { makeIcon } from '@tajriba/design-system/core';

export const MenuIcon = /* @__PURE__ */ makeIcon('Menu', <path d="M3 6h18M3 12h18M3 18h18" />);
