// XState's development build warns when an actor is created while another actor's custom
// action runs (createActor wraps a function `context` in assign()). Controllers create
// Pods — and so Pod actors — inside their sync actions by design; the production build,
// which the CLI and the page use, has no such check. Silence only that one message.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (
    typeof args[0] === 'string' &&
    args[0].startsWith('Custom actions should not call `assign()`')
  )
    return;
  warn(...args);
};
