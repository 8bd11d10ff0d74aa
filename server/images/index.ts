export { type RenderedImage, renderImage } from './render.ts';
export { imagePaths } from './specs.ts';
