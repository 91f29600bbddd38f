// CSS files are bundled as text (webpack `asset/source`) and injected by the map kits.
declare module '*.css' {
  const text: string;
  export default text;
}
