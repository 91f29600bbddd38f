// Webpack alias for react-router's own build (see router-facade.ts); same API as the package.
declare module '@tajriba/react-router-impl' {
  export * from 'react-router';
}
