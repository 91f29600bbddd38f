export { createWebApp, isApiPath } from './app';
export type { WebApp } from './app';
export { loadConfig } from './config';
export type { WebConfig } from './config';
export { HttpRegistrySource, LocalRegistrySource } from './registry-source';
export type { RegistrySource, ManifestLike, RemoteFile } from './registry-source';
export { renderIndex, preloadsFor, type PagePreloads, inlineScriptHashes, exposedChunks, firstRenderShared, remoteCatalogues } from './html';
export { contentSecurityPolicy, remoteOrigins, baseSecurityHeaders } from './security';
export { startWebServer } from './server';
