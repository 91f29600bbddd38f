export { createSandbox, type Sandbox, type SandboxOptions } from './app';
export { TEST_CARDS, DECLINE_TEXT, luhnValid, type TestCard } from './cards';
export { SANDBOX_DEFAULTS, sandboxOptionsFromEnv } from './config';
