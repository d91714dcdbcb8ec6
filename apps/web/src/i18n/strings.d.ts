/** One part of a language's strings (see groups.ts), e.g. `virtual:strings/ko/catalogue`. */
declare module 'virtual:strings/*' {
  const strings: Record<string, unknown>;
  export default strings;
}
