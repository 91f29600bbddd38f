import rtlPlugin from 'stylis-plugin-rtl';

// styled-components keys its class-name hashes on plugin names; pin the name so a minifier
// renaming the function can't make it anonymous (which styled-components rejects).
export const namedRtlPlugin = Object.defineProperty((...args: Parameters<typeof rtlPlugin>) => rtlPlugin(...args), 'name', { value: 'tajriba-rtl' });
