// One part of a catalogue, cut at build time by the federation's icu-messages-loader from the
// parts declared in ./parts.json (`rest`: every key no part names).
declare module '*.json?part=home' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
