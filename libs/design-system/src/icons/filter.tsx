import { makeIcon } from '@tajriba/design-system/core';

export const FilterIcon = /* @__PURE__ */ makeIcon('Filter', <path d="M3 4.5h18l-7 8.5v6l-4 2v-8z" />);
