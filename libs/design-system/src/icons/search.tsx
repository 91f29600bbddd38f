import { makeIcon } from '@tajriba/design-system/core';

export const SearchIcon = /* @__PURE__ */ makeIcon('Search', (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>
));
