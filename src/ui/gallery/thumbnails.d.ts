// Each preset's thumbnail, by preset id, computed by vite.config.ts when the page is built
// (typed where it is read: Gallery.tsx, as thumbnailData.ts describes it).
declare module 'virtual:podterm-thumbnails' {
  const thumbnails: unknown;
  export default thumbnails;
}
