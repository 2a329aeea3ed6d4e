// The fingerprint lives with the page's core (page/hashText.ts); kept here for the imports
// of the e2e specs and the build.
export { hashText } from '../page/hashText.ts';
