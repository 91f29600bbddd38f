// The map library's stylesheet is bundled as text (webpack `asset/source`) and added by the map.
declare module '*.css' {
  const text: string;
  export default text;
}
