// Webpack alias for react-query's own build (see react-query-facade.ts); same API as the package.
declare module '@tajriba/react-query-impl' {
  export * from '@tanstack/react-query';
}
