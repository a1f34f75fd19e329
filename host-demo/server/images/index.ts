export { DEMO_IMAGES } from './demo-library';
export {
  attachLibraryImages,
  LIBRARY_FILE_TYPE,
  libraryFile,
  libraryPage,
  providerFailure,
  removeFromLibrary,
  saveToLibrary,
  searchImages,
} from './library';
export { createLocalProvider, LOCAL_CREDIT, LOCAL_LICENCE } from './local-provider';
export { createPexelsProvider, type FetchLike, PEXELS_IMAGE_ORIGIN } from './pexels-provider';
export {
  type ImageFile,
  type ImagePage,
  type ImageProvider,
  ImageProviderError,
  type ImageProviders,
  imageProviders,
  type LocalImageProvider,
} from './provider';
