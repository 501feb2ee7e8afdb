/** swiper with only the module the carousels use: static names, so the bundler leaves the other modules out. */
export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
