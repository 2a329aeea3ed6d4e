// The default preset's run, computed by vite.config.ts when the page is built (null on the
// dev server); typed where it is read: builtRun.ts.
declare module 'virtual:podterm-built-run' {
  const run: unknown;
  export default run;
}
